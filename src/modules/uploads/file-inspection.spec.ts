import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedStringsXlsx, zip } from '../../../test/utils/spreadsheets';
import { inspectUpload, TagCount } from './file-inspection';

const dir = mkdtempSync(join(tmpdir(), 'cm-inspection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const limits = {
  maxRows: 10_000_000,
  maxXlsBytes: 1,
  maxUnzippedBytes: 1,
  maxZipRatio: 1,
  maxSharedStrings: 1,
  maxSharedStringsBytes: 1,
};

async function rowsOf(text: string): Promise<number | null> {
  const path = join(dir, 'file.csv');
  writeFileSync(path, text);
  return (await inspectUpload(path, 'file.csv', text.length, limits)).rowsTotal;
}

describe('the CSV row count (the progress total and the row limit)', () => {
  it.each([
    ['a,b\n1,2\n', 1],
    ['a,b\r\n1,2\r\n\r\n3,4', 2],
    ['a,b\n\n\n1,2\n\r\n\r\r\n', 1],
    ['a,b\n1,"x\ny"\n2,3\n', 2],
    ['a,b\n1,"x\r\n\r\ny"\r\n', 1],
    ['a\n', 0],
    ['a\n1', 1],
  ])('counts the records of %j: %i', async (text, rows) => {
    expect(await rowsOf(text)).toBe(rows);
  });

  it('counts across 1 MB reads, with and without quotes, and blank lines in any of them', async () => {
    const lines = ['lender,lead,status'];
    let records = 0;
    for (let i = 0; i < 120_000; i++) {
      if (i % 10_007 === 0) lines.push('');
      else if (i === 100_000) lines.push(`KreditBee,L${i},"Login\nwith a note"`);
      else lines.push(`KreditBee,L${i},Login`);
      if (lines[lines.length - 1] !== '') records++;
    }
    const text = lines.join('\r\n');
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await rowsOf(text)).toBe(records);
  });
});

describe('the shared strings of an .xlsx (the Excel reader keeps them all in memory)', () => {
  const zipLimits = { ...limits, maxUnzippedBytes: 1024 ** 3, maxZipRatio: 100 };

  async function inspect(strings: number, bounds: Partial<typeof limits>) {
    const path = join(dir, `strings-${strings}.xlsx`);
    await sharedStringsXlsx(path, strings, 'Lender');
    return inspectUpload(path, 'book.xlsx', 1, { ...zipLimits, ...bounds });
  }

  it('accepts a workbook within both bounds', async () => {
    const bounds = { maxSharedStrings: 50_000, maxSharedStringsBytes: 2 * 1024 ** 2 };
    expect(await inspect(50_000, bounds)).toEqual({ format: 'xlsx', rowsTotal: 1 });
  });

  it('refuses more strings than the bound, counted across reads', async () => {
    const bounds = { maxSharedStrings: 49_999, maxSharedStringsBytes: 2 * 1024 ** 2 };
    await expect(inspect(50_000, bounds)).rejects.toMatchObject({
      code: 'UPLOAD_TOO_MANY_STRINGS',
      params: { max: 49_999 },
      message: expect.stringContaining('more than 49,999 distinct texts'),
    });
  });

  it('refuses more bytes of strings than the bound', async () => {
    const bounds = { maxSharedStrings: 1_000_000, maxSharedStringsBytes: 512 * 1024 };
    await expect(inspect(50_000, bounds)).rejects.toMatchObject({
      code: 'UPLOAD_TOO_MANY_STRINGS',
    });
  });
});

describe('the row count of an .xlsx (the progress total and the row limit)', () => {
  const tags = Buffer.from(
    '<sheetData><row r="1"><c><v>1</v></c></row><rows/><row>' +
      '<c><is><t>&lt;row </t></is></c></row><rowBreaks/><row\n spans="1:2"/><row/></sheetData>',
  );
  const counted = (pieces: Buffer[]) => {
    const rows = new TagCount('<row');
    for (const piece of pieces) rows.add(piece);
    return rows.count;
  };
  const cut = (size: number) =>
    Array.from({ length: Math.ceil(tags.length / size) }, (_, i) =>
      tags.subarray(i * size, (i + 1) * size),
    );

  it('counts <row>, <row …> and <row/>, not <rows> or escaped text, wherever the bytes are cut', () => {
    expect(counted([tags])).toBe(4);
    for (let at = 0; at <= tags.length; at++)
      expect(counted([tags.subarray(0, at), tags.subarray(at)]), `cut at ${at}`).toBe(4);
    for (const size of [1, 2, 3, 4, 5, 7]) expect(counted(cut(size)), `pieces of ${size}`).toBe(4);
  });

  it('counts every <row> however the inflated pieces cut the tags', async () => {
    // 11-byte rows: the pieces (256 kB) end 3, 6, 9 and 1 bytes into one, inside its tag or after.
    const sheet = `<worksheet><sheetData>${'<row></row>'.repeat(100_000)}</sheetData></worksheet>`;
    const path = join(dir, 'rows.xlsx');
    writeFileSync(
      path,
      zip([
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
      ]),
    );
    const zipLimits = { ...limits, maxUnzippedBytes: 1024 ** 3, maxZipRatio: 100 };
    expect(await inspectUpload(path, 'rows.xlsx', 1, zipLimits)).toEqual({
      format: 'xlsx',
      rowsTotal: 99_999,
    });
  });
});
