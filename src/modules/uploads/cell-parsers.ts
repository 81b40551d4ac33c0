import type { Cell, RowProblem } from './upload-kind';

/**
 * Turns one cell into a typed value or a problem. Every parser treats an empty cell as null and
 * leaves "required" to the caller, so one message per column says what is wrong.
 */
export type Parsed<T> = { ok: true; value: T | null } | { ok: false; message: string };

const ok = <T>(value: T | null): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });

/** The cell as text, as an admin would read it in the sheet (for messages and raw copies). */
export function cellText(cell: Cell): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDate(cell);
  const text = String(cell).trim();
  return text === '' ? null : text;
}

function isoDate(d: Date): string {
  // Excel dates carry no zone: the readers give them as UTC midnight.
  return d.toISOString().slice(0, 10);
}

export function text(cell: Cell, maxLength: number): Parsed<string> {
  const t = cellText(cell);
  if (t === null) return ok(null);
  return t.length > maxLength ? bad(`Must be at most ${maxLength} characters`) : ok(t);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuid(cell: Cell): Parsed<string> {
  const t = cellText(cell);
  if (t === null) return ok(null);
  return UUID.test(t) ? ok(t.toLowerCase()) : bad('Must be an application id (a UUID)');
}

/** Rupees: 150000, 1,50,000, ₹ 1,50,000.50; at most 12 digits before the decimal point. */
export function amount(cell: Cell): Parsed<string> {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return bad('Must be an amount of 0 or more');
    if (cell >= 1e12) return bad('Must be less than 1,000,000,000,000');
    return ok((Math.round(cell * 100) / 100).toFixed(2));
  }
  const t = cellText(cell);
  if (t === null) return ok(null);
  // The common case, whole rupees without separators, needs no clean-up.
  if (/^\d{1,12}$/.test(t)) return ok(`${Number(t)}.00`);
  const plain = t.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return bad('Must be an amount of 0 or more');
  return ok(Number(plain).toFixed(2));
}

export function percent(cell: Cell): Parsed<string> {
  const t = typeof cell === 'number' ? String(cell) : cellText(cell)?.replace(/%$/, '').trim();
  if (t === null || t === undefined) return ok(null);
  const n = Number(t);
  if (!/^\d+(\.\d+)?$/.test(t) || n > 100) return bad('Must be between 0 and 100');
  return ok(String(Math.round(n * 1000) / 1000));
}

export function integer(cell: Cell, min: number, max: number): Parsed<number> {
  const t = cellText(cell);
  if (t === null) return ok(null);
  const n = Number(t);
  if (!Number.isInteger(n) || n < min || n > max)
    return bad(`Must be a whole number from ${min} to ${max}`);
  return ok(n);
}

export function flag(cell: Cell): Parsed<number> {
  if (typeof cell === 'boolean') return ok(cell ? 1 : 0);
  const t = cellText(cell)?.toLowerCase();
  if (t === undefined || t === null) return ok(null);
  if (['1', 'yes', 'y', 'true'].includes(t)) return ok(1);
  if (['0', 'no', 'n', 'false'].includes(t)) return ok(0);
  return bad('Must be 1 or 0');
}

const DATE = /^(?:(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})|(\d{4})-(\d{1,2})-(\d{1,2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A date that exists (y-m-d as text, and its UTC midnight), or why the text is not one. */
type CalendarDate = { iso: string; time: number } | { problem: string };

function calendarDate(y: number, m: number, d: number): CalendarDate {
  if (y < 2000) return { problem: 'Must be in the year 2000 or later' };
  return { iso: `${y}-${pad2(m)}-${pad2(d)}`, time: Date.UTC(y, m - 1, d) };
}

function textDate(t: string): CalendarDate {
  const match = DATE.exec(t);
  if (!match) return { problem: 'Must be a date (DD/MM/YYYY)' };
  const [y, m, d] =
    match[1] !== undefined ? [+match[3], +match[2], +match[1]] : [+match[4], +match[5], +match[6]];
  const days = m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1];
  if (days === undefined || d < 1 || d > days) return { problem: 'Must be a real calendar date' };
  return calendarDate(y, m, d);
}

/**
 * Dates written as text repeat down a lender's file (a few hundred distinct ones in a million
 * rows), so each distinct text is parsed once; the cache starts over at 10,000 texts.
 */
const textDates = new Map<string, CalendarDate>();

/**
 * A calendar date: an Excel date, YYYY-MM-DD, or DD/MM/YYYY (also with '-' or '.'), the way
 * Indian lenders write them. Never after today (these are things that already happened).
 */
export function pastDate(cell: Cell, now = Date.now()): Parsed<string> {
  let date: CalendarDate;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return bad('Must be a date (DD/MM/YYYY)');
    date = calendarDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  } else {
    const t = cellText(cell);
    if (t === null) return ok(null);
    let known = textDates.get(t);
    if (!known) {
      if (textDates.size >= 10_000) textDates.clear();
      known = textDate(t);
      textDates.set(t, known);
    }
    date = known;
  }
  if ('problem' in date) return bad(date.problem);
  // A day of slack: lenders in other time zones may already be a day ahead.
  if (date.time > now + 86_400_000) return bad('Cannot be in the future');
  return ok(date.iso);
}

/** An Indian mobile number: 10 digits starting 6–9, with an optional +91 / 91 / 0 in front. */
export function mobile(cell: Cell): Parsed<string> {
  const t = cellText(cell)?.replace(/[\s-]/g, '');
  if (t === undefined || t === null) return ok(null);
  const m = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(t);
  return m ? ok(m[1]) : bad('Must be a 10-digit mobile number starting with 6, 7, 8 or 9');
}

/**
 * Applies the parsers of a row: collects every problem (a row shows all of its faults at once)
 * and the values of the good cells.
 */
export class RowReader {
  readonly problems: RowProblem[] = [];

  constructor(private readonly cells: Record<string, Cell>) {}

  get<T>(column: string, parse: (cell: Cell) => Parsed<T>, required = false): T | null {
    const cell = this.cells[column] ?? null;
    const result = parse(cell);
    if (!result.ok) {
      this.fail(column, result.message);
      return null;
    }
    if (result.value === null && required) this.fail(column, 'Required');
    return result.value;
  }

  fail(column: string, message: string): void {
    this.problems.push({ column, value: cellText(this.cells[column] ?? null), message });
  }
}
