import { posix } from 'node:path';
import { readPart, type XlsxZip } from './xlsx-zip';

/** What the first worksheet's cells need from the rest of the workbook. */
export interface WorkbookParts {
  /** The first worksheet's part (the sheet the admin sees first). */
  sheet: string;
  /** The shared strings, by index: most text cells are an index into these. */
  strings: string[];
  /** Which cell styles (by index) show a number as a date or time. */
  dateStyles: boolean[];
  /** Dates counted from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean;
}

/**
 * The built-in number formats that show a date or time (ECMA-376 18.8.30, with the East Asian
 * ones): a cell styled with one holds a serial day number, which the admin sees as a date.
 */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * Whether a custom format code shows a date or time: a day, month, year, hour or second code
 * once quoted text, [colours and locales], escaped characters and padding are left out.
 */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*]|\\.|[_*]./g, '');
  return /[ymdhsb]/i.test(bare);
}

/** `_x000D_` → a carriage return: how OOXML writes characters XML cannot hold. */
export function unescapeOoxml(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/** A relationship's target as a part name: relative to xl/, or absolute from the zip's root. */
const partName = (target: string) =>
  target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));

async function workbook(xlsx: XlsxZip) {
  let firstSheetRel: string | null = null;
  let date1904 = false;
  await readPart(xlsx, 'xl/workbook.xml', {
    open(name, a) {
      if (name === 'workbookPr') {
        const value = a.get('date1904');
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && firstSheetRel === null)
        firstSheetRel = a.find((k) => k === 'id' || k.endsWith(':id')) ?? null;
    },
  });
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  if (xlsx.parts.has('xl/_rels/workbook.xml.rels'))
    await readPart(xlsx, 'xl/_rels/workbook.xml.rels', {
      open(name, a) {
        const target = a.get('Target');
        if (name !== 'Relationship' || !target) return;
        targets.set(a.get('Id') ?? '', partName(target));
        const type = a.get('Type');
        if (type?.startsWith(REL)) byType.set(type.slice(REL.length), partName(target));
      },
    });
  const sheet = (firstSheetRel && targets.get(firstSheetRel)) ?? 'xl/worksheets/sheet1.xml';
  return {
    sheet,
    date1904,
    strings: byType.get('sharedStrings') ?? 'xl/sharedStrings.xml',
    styles: byType.get('styles') ?? 'xl/styles.xml',
  };
}

/** Per cell style (`s` of a cell), whether its number format is a date's. */
async function dateStyles(xlsx: XlsxZip, part: string): Promise<boolean[]> {
  if (!xlsx.parts.has(part)) return [];
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await readPart(xlsx, part, {
    open(name, a) {
      if (name === 'numFmt') custom.set(Number(a.get('numFmtId')), a.get('formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(a.get('numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formats.map((id) => {
    const code = custom.get(id);
    return code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code);
  });
}

/**
 * The shared strings in order. A string is the text of its runs; phonetic guides (`rPh`, the
 * readings Excel keeps over East Asian text) are not part of what the cell shows.
 */
async function sharedStrings(xlsx: XlsxZip, part: string): Promise<string[]> {
  if (!xlsx.parts.has(part)) return [];
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = false;
  await readPart(xlsx, part, {
    open(name) {
      if (name === 't') inText = !phonetic;
      else if (name === 'si') text = '';
      else if (name === 'rPh') phonetic = true;
    },
    text(t) {
      if (inText) text += t;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'si') strings.push(unescapeOoxml(text));
      else if (name === 'rPh') phonetic = false;
    },
  });
  return strings;
}

export async function readWorkbook(xlsx: XlsxZip): Promise<WorkbookParts> {
  const book = await workbook(xlsx);
  return {
    sheet: book.sheet,
    date1904: book.date1904,
    dateStyles: await dateStyles(xlsx, book.styles),
    strings: await sharedStrings(xlsx, book.strings),
  };
}
