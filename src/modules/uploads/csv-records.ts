import type { RawRow } from './raw-readers';

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/** A record may hold this many characters (a never-closed quote would otherwise take the file). */
export const MAX_RECORD_CHARS = 1_000_000;

/** The line break that ends records, found at the file's first one: \n, \r\n or \r. */
type LineEnd = 'unknown' | 'lf' | 'crlf' | 'cr';
const LINE_BREAKS = { lf: '\n', crlf: '\r\n', cr: '\r' } as const;

/**
 * Splits CSV text into records, as csv-parse did with the options the uploads used (UTF-8 BOM
 * skipped, records of any length, quotes inside an unquoted cell kept as they are, empty lines
 * skipped), and numbers each record by the line it ends on, counted as csv-parse counts them.
 * One pass over the characters of a string, slicing cells out of it: csv-parse's byte-at-a-time
 * buffers were a third of a million-row upload's time in this process.
 */
export class CsvRecords {
  private rest = '';
  private started = false;
  private lineEnd: LineEnd = 'unknown';
  /** csv-parse's line count at the start of `rest`, and whether a line break was just passed. */
  private line = 1;
  private afterBreak = false;

  /** Adds text of the file and takes out the records it completes; `final` once it has ended. */
  feed(text: string, final: boolean, out: RawRow[]): void {
    let buf = this.rest + text;
    if (!this.started) {
      if (buf.length === 0 && !final) return;
      if (buf.charCodeAt(0) === 0xfeff) buf = buf.slice(1);
      this.started = true;
    }
    let pos = 0;
    while (pos < buf.length) {
      const end = this.record(buf, pos, final, out);
      if (end === -1) break;
      pos = end;
    }
    this.rest = pos === 0 ? buf : buf.slice(pos);
  }

  /**
   * Reads the record starting at `start` into `out`; answers where the next one starts, or -1
   * when the text ends before the record does (it is read again once more text has come).
   */
  private record(buf: string, start: number, final: boolean, out: RawRow[]): number {
    const plain = this.plainLine(buf, start);
    if (plain !== null) {
      // No quotes and no stray line breaks: the cells are what lies between the commas.
      const line = this.afterBreak ? this.line + 1 : this.line;
      out.push({ rowNumber: line, cells: plain.split(',') });
      this.line = line;
      this.afterBreak = true;
      return start + plain.length + (this.lineEnd === 'crlf' ? 2 : 1);
    }
    const n = buf.length;
    const cells: string[] = [];
    let line = this.line;
    let afterBreak = this.afterBreak;
    // The cell so far: `done` (text already unquoted) followed by buf[from, i).
    let done = '';
    let from = start;
    let quoting = false;
    let wasQuoted = false;
    let i = start;
    for (; i < n; i++) {
      if (afterBreak) {
        line++;
        afterBreak = false;
      }
      const c = buf.charCodeAt(i);
      if (c === CR || c === LF) afterBreak = true;
      if (quoting) {
        if (c !== QUOTE) continue;
        if (i + 1 === n && !final) return this.incomplete(n, start, line);
        const next = buf.charCodeAt(i + 1);
        if (next === QUOTE) {
          // "" inside quotes is one quote.
          done += buf.slice(from, i + 1);
          from = i + 2;
          i++;
          continue;
        }
        if (next === CR && i + 2 === n && !final) return this.incomplete(n, start, line);
        done += buf.slice(from, i);
        quoting = false;
        wasQuoted = true;
        const closes =
          i + 1 === n ||
          next === COMMA ||
          ((next === CR || next === LF) && this.recordEnd(next, buf.charCodeAt(i + 2)) > 0);
        if (closes) {
          from = i + 1;
          continue;
        }
        // A closing quote followed by more text: the cell is kept as written, quotes and all.
        done = `"${done}`;
        from = i;
        continue;
      }
      if (c === QUOTE) {
        if (done === '' && from === i && !wasQuoted) {
          quoting = true;
          from = i + 1;
        }
        continue;
      }
      if (c === COMMA) {
        cells.push(done + buf.slice(from, i));
        done = '';
        from = i + 1;
        wasQuoted = false;
        continue;
      }
      if (c !== CR && c !== LF) continue;
      if (c === CR && i + 1 === n && !final && this.lineEnd !== 'cr' && this.lineEnd !== 'lf')
        return this.incomplete(n, start, line);
      const breakLength = this.recordEnd(c, buf.charCodeAt(i + 1));
      if (breakLength === 0) continue;
      if (cells.length === 0 && done === '' && from === i && !wasQuoted) {
        // An empty line: skipped, and counted.
        i += breakLength - 1;
        from = i + 1;
        continue;
      }
      if (i - start > MAX_RECORD_CHARS) throw tooLong(line);
      cells.push(done + buf.slice(from, i));
      out.push({ rowNumber: line, cells });
      this.line = line;
      this.afterBreak = afterBreak;
      return i + breakLength;
    }
    if (!final) return this.incomplete(n, start, line);
    if (quoting)
      throw new Error(
        `Quote Not Closed: the parsing is finished with an opening quote at line ${line}`,
      );
    if (cells.length > 0 || done !== '' || from < n || wasQuoted) {
      if (n - start > MAX_RECORD_CHARS) throw tooLong(line);
      cells.push(done + buf.slice(from, n));
      out.push({ rowNumber: line, cells });
    }
    this.line = line;
    this.afterBreak = afterBreak;
    return n;
  }

  /**
   * The record at `start` when it is a plain line, else null: its line break is in `buf`, and
   * before it there is no quote and no other CR or LF (each of which the character loop must
   * see). The file's line break is known from its first record on. Most lenders' rows are plain
   * lines, and the engine's own searches and split go through them several times faster than a
   * loop over their characters.
   */
  private plainLine(buf: string, start: number): string | null {
    if (this.lineEnd === 'unknown') return null;
    const end = buf.indexOf(LINE_BREAKS[this.lineEnd], start);
    if (end <= start || end - start > MAX_RECORD_CHARS) return null;
    const line = buf.slice(start, end);
    return line.includes('"') || line.includes('\r') || line.includes('\n') ? null : line;
  }

  /** The characters of the line break that ends a record here (0: a line break inside a cell). */
  private recordEnd(c: number, next: number): number {
    if (this.lineEnd === 'unknown') this.lineEnd = c === LF ? 'lf' : next === LF ? 'crlf' : 'cr';
    switch (this.lineEnd) {
      case 'lf':
        return c === LF ? 1 : 0;
      case 'cr':
        return c === CR ? 1 : 0;
      default:
        return c === CR && next === LF ? 2 : 0;
    }
  }

  private incomplete(n: number, start: number, line: number): number {
    if (n - start > MAX_RECORD_CHARS) throw tooLong(line);
    return -1;
  }
}

const tooLong = (line: number) =>
  new Error(
    `Max Record Size: record exceed the maximum number of tolerated characters of ` +
      `${MAX_RECORD_CHARS} at line ${line}`,
  );
