import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

export type Rows = Array<Array<string | number | Date | null>>;

/** A CSV file, quoting only what needs it. */
export function csv(rows: Rows): Buffer {
  const cell = (v: string | number | Date | null) => {
    const t = v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
    return /[",\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n');
}

/** A real .xlsx (exceljs): Date values become Excel dates. */
export async function xlsx(rows: Rows): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A real legacy .xls (BIFF8, SheetJS). */
export function xls(rows: Rows): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/**
 * A zip of the given entries (deflated). `declaredSize` lets a test lie about an entry's
 * uncompressed size in both headers, as a crafted zip bomb does.
 */
export function zip(entries: Array<{ name: string; data: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = deflateRawSync(e.data);
    const crc = crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
