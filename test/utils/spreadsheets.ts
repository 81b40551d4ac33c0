import { once } from 'node:events';
import { open } from 'node:fs/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
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

/**
 * Writes a zip to `path` entry by entry, deflating each as its chunks come (an entry may be far
 * larger than memory would like). Each local header is written last, at its place, once the
 * sizes and CRC are known.
 */
export async function writeZip(
  path: string,
  entries: Array<{ name: string; chunks: Iterable<string | Buffer> }>,
): Promise<void> {
  const file = await open(path, 'w');
  const centrals: Buffer[] = [];
  let offset = 0;
  try {
    for (const e of entries) {
      const name = Buffer.from(e.name);
      const start = offset;
      offset += 30 + name.length;
      let crc = 0;
      let size = 0;
      const deflate = createDeflateRaw({ level: 1 });
      const written = (async () => {
        let compressed = 0;
        for await (const out of deflate as AsyncIterable<Buffer>) {
          await file.write(out, 0, out.length, offset + compressed);
          compressed += out.length;
        }
        return compressed;
      })();
      for (const chunk of e.chunks) {
        const data = Buffer.from(chunk);
        crc = crc32(data, crc);
        size += data.length;
        if (!deflate.write(data)) await once(deflate, 'drain');
      }
      deflate.end();
      const compressed = await written;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(8, 8);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(compressed, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      await file.write(Buffer.concat([local, name]), 0, 30 + name.length, start);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(compressed, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(start, 42);
      centrals.push(central, name);
      offset += compressed;
    }
    const dir = Buffer.concat(centrals);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(dir.length, 12);
    end.writeUInt32LE(offset, 16);
    await file.write(Buffer.concat([dir, end]), 0, dir.length + 22, offset);
  } finally {
    await file.close();
  }
}

/**
 * An .xlsx whose first sheet is a small MIS file and whose shared strings part holds `count`
 * strings (the first ones are the sheet's), as a hostile file would: 8 million strings of
 * a few characters make about 150 MB of XML from a few MB of zip.
 */
export async function sharedStringsXlsx(path: string, count: number, lender: string) {
  const used = ['lender', 'lead_id', 'status', lender, 'L-1', 'New'];
  function* strings() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`;
    for (const s of used) yield `<si><t>${s}</t></si>`;
    let part = '';
    for (let i = used.length; i < count; i++) {
      part += `<si><t>${(i * 7919).toString(36)}</t></si>`;
      if (part.length > 65_536) {
        yield part;
        part = '';
      }
    }
    yield part + '</sst>';
  }
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const row = (r: number, first: number) =>
    `<row r="${r}">${['A', 'B', 'C'].map((c, i) => `<c r="${c}${r}" t="s"><v>${first + i}</v></c>`).join('')}</row>`;
  await writeZip(path, [
    {
      name: '[Content_Types].xml',
      chunks: [
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
      ],
    },
    {
      name: '_rels/.rels',
      chunks: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      chunks: [
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: [
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ],
    },
    { name: 'xl/sharedStrings.xml', chunks: strings() },
    {
      name: 'xl/worksheets/sheet1.xml',
      chunks: [
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${row(1, 0)}${row(2, 3)}</sheetData></worksheet>`,
      ],
    },
  ]);
}
