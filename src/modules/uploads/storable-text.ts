import type { Cell, RowProblem, SheetRow } from './upload-kind';

/** A NUL or any surrogate: rare, so one native scan tells most cells apart. */
const SUSPECT = /[\0\uD800-\uDFFF]/;
/** A surrogate that is not half of a pair: not a character, so no UTF-8 can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why PostgreSQL would refuse this text, or null. It stores no NUL character (0x00) in text or
 * jsonb, and refuses a lone surrogate in jsonb. One such cell made the COPY of its whole batch
 * fail, every retry too, and the upload stalled: it is the row's error instead.
 */
export function unstorable(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (text.includes('\0'))
    return 'Contains a NUL character (byte 0x00), which cannot be stored: remove it from the cell';
  if (LONE_SURROGATE.test(text))
    return 'Contains a broken character (an unpaired UTF-16 surrogate), which cannot be stored';
  return null;
}

/** The text as it can be stored and shown: NUL as '␀', broken characters as '�'. */
export function storableText(text: string): string {
  return text.replace(/\0/g, '\u2400').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
}

function check(cells: Record<string, Cell>, found: RowProblem[] | null): RowProblem[] | null {
  for (const column in cells) {
    const cell = cells[column];
    const message = typeof cell === 'string' ? unstorable(cell) : null;
    if (message)
      (found ??= []).push({ column, value: storableText(cell as string).slice(0, 200), message });
  }
  return found;
}

/**
 * The row's text cells that PostgreSQL would refuse, or null (the usual case allocates nothing).
 * Header names are made storable once, when the header is read (sheet-reader.ts).
 */
export function unstorableCells(row: SheetRow): RowProblem[] | null {
  return check(row.extra, check(row.cells, null));
}
