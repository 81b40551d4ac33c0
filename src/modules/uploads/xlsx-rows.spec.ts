import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsx, zip } from '../../../test/utils/spreadsheets';
import type { RawRow } from './raw-readers';
import { UploadFileError } from './upload-file-error';
import { isDateFormat } from './xlsx-parts';
import { xlsxRows } from './xlsx-rows';

const dir = mkdtempSync(join(tmpdir(), 'cm-xlsx-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

interface Parts {
  sheet: string;
  strings?: string[];
  /** numFmtId per cell style; custom formats as [id, code]. */
  styles?: { xfs: number[]; formats?: Array<[number, string]> };
  date1904?: boolean;
}

/** A hand-made .xlsx: the sheet's `<sheetData>` content as given, the parts it needs around it. */
function book({ sheet, strings, styles, date1904 }: Parts): Buffer {
  const text = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${s}`);
  const parts = [
    {
      name: 'xl/workbook.xml',
      data: text(
        `<workbook xmlns="${NS}" xmlns:r="${REL}">${date1904 ? '<workbookPr date1904="1"/>' : ''}` +
          `<sheets><sheet name="MIS" sheetId="1" r:id="rId7"/><sheet name="Other" sheetId="2" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
          `<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
          `<Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ),
    },
    // The second tab's part comes first in the zip: the reader goes by the workbook's order.
    {
      name: 'xl/worksheets/sheet1.xml',
      data: text(
        `<worksheet xmlns="${NS}"><sheetData><row r="1"><c t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet2.xml',
      data: text(`<worksheet xmlns="${NS}"><sheetData>${sheet}</sheetData></worksheet>`),
    },
  ];
  if (strings)
    parts.push({
      name: 'xl/sharedStrings.xml',
      data: text(`<sst xmlns="${NS}">${strings.map((s) => `<si>${s}</si>`).join('')}</sst>`),
    });
  if (styles)
    parts.push({
      name: 'xl/styles.xml',
      data: text(
        `<styleSheet xmlns="${NS}"><numFmts>${(styles.formats ?? []).map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${code}"/>`).join('')}</numFmts>` +
          `<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>` +
          `<cellXfs>${styles.xfs.map((id) => `<xf numFmtId="${id}" applyNumberFormat="1"/>`).join('')}</cellXfs></styleSheet>`,
      ),
    });
  return zip(parts);
}

let files = 0;
async function read(bytes: Buffer): Promise<RawRow[][]> {
  const path = join(dir, `book-${++files}.xlsx`);
  writeFileSync(path, bytes);
  const chunks: RawRow[][] = [];
  for await (const chunk of xlsxRows(path)) chunks.push(chunk);
  return chunks;
}
const rows = async (bytes: Buffer) => (await read(bytes)).flat();

describe('the .xlsx reader', () => {
  it('reads the first tab of the workbook, rows numbered as in the sheet', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>lead</t></is></c></row>' +
      '<row r="4"><c r="A4"><v>7</v></c></row><row><c><v>8</v></c></row>';
    expect(await rows(book({ sheet }))).toEqual([
      { rowNumber: 1, cells: ['lead'] },
      { rowNumber: 4, cells: [7] },
      { rowNumber: 5, cells: [8] },
    ]);
  });

  it('gives dates as UTC midnight Dates, by built-in and custom date formats and in 1904 books', async () => {
    // 46298 is 2026-10-03 in the 1900 system.
    const sheet =
      '<row r="2"><c r="A2" s="1"><v>46298</v></c><c r="B2" s="2"><v>46298</v></c>' +
      '<c r="C2" s="3"><v>46298.5</v></c><c r="D2" s="4"><v>46298</v></c><c r="E2"><v>46298</v></c>' +
      '<c r="F2" t="d"><v>2026-10-03</v></c></row>';
    const styles = {
      xfs: [0, 14, 164, 22, 165],
      formats: [
        [164, 'dd/mm/yyyy'],
        [165, '#,##0.00 &quot;days&quot;'],
      ] as Array<[number, string]>,
    };
    const day = new Date(Date.UTC(2026, 9, 3));
    expect(await rows(book({ sheet, styles }))).toEqual([
      {
        rowNumber: 2,
        cells: [day, day, new Date(Date.UTC(2026, 9, 3, 12)), 46298, 46298, day],
      },
    ]);
    const [early] = await rows(
      book({ sheet: '<row r="1"><c s="1"><v>44836</v></c></row>', styles, date1904: true }),
    );
    expect(early.cells).toEqual([day]);
  });

  it('reads dates written by exceljs, as the templates and tests write them', async () => {
    const when = new Date(Date.UTC(2026, 0, 2));
    expect(
      await rows(
        await xlsx([
          ['lead', 'n', 'date'],
          ['L1', 2.5, when],
        ]),
      ),
    ).toEqual([
      { rowNumber: 1, cells: ['lead', 'n', 'date'] },
      { rowNumber: 2, cells: ['L1', 2.5, when] },
    ]);
  });

  it('reads shared strings (rich text runs joined, phonetic guides left out) and inline strings', async () => {
    const strings = [
      '<t>Bench Lender</t>',
      '<r><rPr><b/></rPr><t>Disb</t></r><r><t xml:space="preserve">ursed </t></r><rPh sb="0" eb="1"><t>ignored</t></rPh>',
      '<t>line one_x000D_&#10;line two &amp; more</t>',
    ];
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
      '<c r="D1" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r></is></c><c r="E1" t="s"><v>99</v></c></row>';
    expect(await rows(book({ sheet, strings }))).toEqual([
      {
        rowNumber: 1,
        cells: ['Bench Lender', 'Disbursed ', 'line one\r\nline two & more', 'inline', null],
      },
    ]);
  });

  it('reads booleans and errors as the sheet shows them', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="b"><v>1</v></c><c r="B1" t="b"><v>0</v></c><c r="C1" t="e"><v>#N/A</v></c></row>';
    expect(await rows(book({ sheet }))).toEqual([{ rowNumber: 1, cells: [true, false, '#N/A'] }]);
  });

  it('keeps each cell in its column: empty cells in the middle are null, trailing ones dropped', async () => {
    const sheet =
      '<row r="1"><c r="B1"><v>2</v></c><c r="E1" s="0"/><c r="F1"><v>6</v></c><c r="AB1"><v>28</v></c>' +
      '<c r="AC1" s="0"/></row>';
    const [row] = await rows(book({ sheet }));
    expect(row.cells).toHaveLength(28);
    expect(row.cells.slice(0, 6)).toEqual([null, 2, null, null, null, 6]);
    expect(row.cells[27]).toBe(28);
  });

  it("gives a formula's cached result, typed by the cell, and null when there is none", async () => {
    const sheet =
      '<row r="1"><c r="A1"><f>1+1</f><v>2</v></c><c r="B1" t="str"><f>A1&amp;"x"</f><v>2x</v></c>' +
      '<c r="C1" s="1"><f>TODAY()</f><v>46298</v></c><c r="D1" t="b"><f>TRUE()</f><v>1</v></c>' +
      '<c r="E1" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="F1"><f>A1*2</f></c><c r="G1"><v>7</v></c></row>';
    expect(await rows(book({ sheet, styles: { xfs: [0, 14] } }))).toEqual([
      {
        rowNumber: 1,
        cells: [2, '2x', new Date(Date.UTC(2026, 9, 3)), true, '#DIV/0!', null, 7],
      },
    ]);
  });

  it('reads elements written with a namespace prefix', async () => {
    const sheet = '<x:row r="1" xmlns:x="' + NS + '"><x:c r="A1"><x:v>5</x:v></x:c></x:row>';
    expect(await rows(book({ sheet }))).toEqual([{ rowNumber: 1, cells: [5] }]);
  });

  it('hands rows over in chunks of 1,000', async () => {
    const sheet = Array.from(
      { length: 2_500 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    ).join('');
    const chunks = await read(book({ sheet }));
    expect(chunks.map((c) => c.length)).toEqual([1000, 1000, 500]);
    expect(chunks[2][499]).toEqual({ rowNumber: 2500, cells: [2499] });
  });

  it('refuses a truncated file, a damaged sheet and a sheet that is not XML, as faults of the file', async () => {
    const whole = await xlsx([['lead'], ['L1']]);
    const truncated = read(whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(truncated).rejects.toBeInstanceOf(UploadFileError);
    await expect(truncated).rejects.toThrow(/^The Excel file cannot be read: /);
    const unclosed = read(book({ sheet: '<row r="1"><c r="A1"><v>1</v></c>' }));
    await expect(unclosed).rejects.toBeInstanceOf(UploadFileError);
    const garbage = zip([{ name: 'xl/workbook.xml', data: Buffer.from('not xml at all <<<') }]);
    await expect(read(garbage)).rejects.toBeInstanceOf(UploadFileError);
    const beyond = read(book({ sheet: '<row r="1"><c r="XFE1"><v>1</v></c></row>' }));
    await expect(beyond).rejects.toThrow(
      'The Excel file cannot be read: the cell XFE1 lies beyond column XFD',
    );
  });
});

describe('isDateFormat', () => {
  it('tells date and time formats from number formats with quoted or escaped letters', () => {
    for (const code of [
      'dd/mm/yyyy',
      'd-mmm-yy',
      '[$-409]mmmm d, yyyy',
      'h:mm AM/PM',
      'yyyy"年"m"月"',
    ])
      expect(isDateFormat(code), code).toBe(true);
    for (const code of [
      '0.00',
      '#,##0 "days"',
      '[Red]#,##0',
      '0\\h',
      '#,##0.00_);(#,##0.00)',
      '0.00E+00',
      '@',
      'General',
    ])
      expect(isDateFormat(code), code).toBe(false);
  });
});
