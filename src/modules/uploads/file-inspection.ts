import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { AppError } from '../../common/errors/app-error';
import type { UploadsConfig } from '../../config/uploads.config';
import type { UploadFormat } from './upload.entity';
import { openXlsx, partBytes, type XlsxZip } from './xlsx-zip';

const EXTENSIONS: Record<string, UploadFormat> = { '.csv': 'csv', '.xlsx': 'xlsx', '.xls': 'xls' };
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MB = 1024 * 1024;

export interface Inspection {
  format: UploadFormat;
  /** Data rows (header excluded) as counted before processing; null when unknown (.xls). */
  rowsTotal: number | null;
}

export type InspectionLimits = Pick<
  UploadsConfig,
  | 'maxXlsBytes'
  | 'maxRows'
  | 'maxUnzippedBytes'
  | 'maxZipRatio'
  | 'maxSharedStrings'
  | 'maxSharedStringsBytes'
>;

/**
 * Checks an uploaded spreadsheet before anything is stored: the extension and the bytes must
 * agree, an .xlsx must inflate within the size and ratio limits (a zip bomb is refused before a
 * parser sees it), and the row count must be within the limit.
 */
export async function inspectUpload(
  path: string,
  originalName: string,
  size: number,
  limits: InspectionLimits,
  maxRows = limits.maxRows,
): Promise<Inspection> {
  const format = EXTENSIONS[extname(originalName).toLowerCase()];
  if (!format) throw new AppError('UPLOAD_INVALID_FILE_TYPE');
  const head = await readHead(path, 65_536);
  let rowsTotal: number | null = null;
  if (format === 'xlsx') {
    if (!head.subarray(0, 4).equals(ZIP)) throw new AppError('UPLOAD_INVALID_FILE_TYPE');
    rowsTotal = await inspectZip(path, size, limits);
  } else if (format === 'xls') {
    if (!head.subarray(0, 8).equals(OLE)) throw new AppError('UPLOAD_INVALID_FILE_TYPE');
    if (size > limits.maxXlsBytes)
      throw new AppError('UPLOAD_XLS_TOO_LARGE', { maxMb: limits.maxXlsBytes / MB });
  } else {
    checkText(head);
    rowsTotal = await countCsvRecords(path);
  }
  if (rowsTotal !== null && rowsTotal > maxRows)
    throw new AppError('UPLOAD_TOO_MANY_ROWS', { rows: rowsTotal, max: maxRows });
  return { format, rowsTotal };
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A CSV is text: control bytes (a renamed binary) are refused, and the text must be UTF-8. */
function checkText(head: Buffer): void {
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)
      throw new AppError('UPLOAD_INVALID_FILE_TYPE');
  }
  try {
    // stream: true tolerates a character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    throw new AppError('UPLOAD_CSV_NOT_UTF8');
  }
}

/** Records in a CSV (header excluded): line ends outside quotes, blank lines not counted. */
async function countCsvRecords(path: string): Promise<number> {
  const state = { count: 0, inQuote: false, content: false };
  for await (const chunk of createReadStream(path, {
    highWaterMark: MB,
  }) as AsyncIterable<Buffer>) {
    if (state.inQuote || chunk.includes(0x22)) countQuoted(chunk, state);
    else countPlain(chunk, state);
  }
  if (state.content) state.count++;
  return Math.max(state.count - 1, 0);
}

interface CountState {
  count: number;
  inQuote: boolean;
  /** Whether the current line has had anything but \r yet. */
  content: boolean;
}

/** Byte by byte, following quotes: a line break inside a quoted cell ends no record. */
function countQuoted(chunk: Buffer, state: CountState): void {
  for (let i = 0; i < chunk.length; i++) {
    const b = chunk[i];
    if (b === 0x22) {
      state.inQuote = !state.inQuote;
      state.content = true;
    } else if (b === 0x0a) {
      if (!state.inQuote && state.content) {
        state.count++;
        state.content = false;
      }
    } else if (b !== 0x0d) state.content = true;
  }
}

/** A chunk without quotes, from line break to line break (indexOf runs natively). */
function countPlain(chunk: Buffer, state: CountState): void {
  let start = 0;
  for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
    if (state.content || hasContent(chunk, start, nl)) state.count++;
    state.content = false;
    start = nl + 1;
  }
  if (hasContent(chunk, start, chunk.length)) state.content = true;
}

function hasContent(chunk: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (chunk[i] !== 0x0d) return true;
  return false;
}

/**
 * Walks every part of the zip and inflates it (each must come out as long as the zip says, so a
 * lying header is caught too), refusing the file once it passes the limits. Counts the rows of
 * the first worksheet on the way.
 */
async function inspectZip(
  path: string,
  size: number,
  limits: InspectionLimits,
): Promise<number | null> {
  let xlsx: XlsxZip;
  try {
    xlsx = await openXlsx(path);
  } catch {
    throw new AppError('UPLOAD_EXCEL_UNREADABLE');
  }
  const tooBig = () =>
    new AppError('UPLOAD_ZIP_BOMB', {
      maxMb: limits.maxUnzippedBytes / MB,
      maxRatio: limits.maxZipRatio,
    });
  // The Excel reader keeps every shared string in memory: millions of short ones, well within
  // the zip limits, would fill its heap. Their count and bytes are bounded here instead.
  const tooManyStrings = () =>
    new AppError('UPLOAD_TOO_MANY_STRINGS', {
      max: limits.maxSharedStrings,
      maxMb: limits.maxSharedStringsBytes / MB,
    });
  // Small workbooks may inflate a lot (tiny XML parts); up to 10 MB the ratio is not held against them.
  const maxTotal = Math.min(limits.maxUnzippedBytes, Math.max(size * limits.maxZipRatio, 10 * MB));
  let total = 0;
  let rows: number | null = null;
  try {
    if (xlsx.zip.entryCount > 10_000) throw tooBig();
    for (const entry of xlsx.parts.values()) {
      if (total + entry.uncompressedSize > maxTotal) throw tooBig();
      const isSheet: boolean = rows === null && /^xl\/worksheets\/[^/]+\.xml$/.test(entry.fileName);
      const isStrings = entry.fileName === 'xl/sharedStrings.xml';
      if (isStrings && entry.uncompressedSize > limits.maxSharedStringsBytes)
        throw tooManyStrings();
      const tags: TagCount | null = isSheet
        ? new TagCount('<row')
        : isStrings
          ? new TagCount('<si')
          : null;
      for await (const piece of partBytes(xlsx.zip, entry)) {
        total += piece.length;
        if (total > maxTotal) throw tooBig();
        tags?.add(piece);
        if (isStrings && tags!.count > limits.maxSharedStrings) throw tooManyStrings();
      }
      if (isSheet) rows = tags!.count;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('UPLOAD_EXCEL_DAMAGED', { detail: (err as Error).message });
  } finally {
    xlsx.zip.close();
  }
  if (!xlsx.parts.has('xl/workbook.xml')) throw new AppError('UPLOAD_INVALID_FILE_TYPE');
  return rows === null ? null : Math.max(rows - 1, 0);
}

/** What may follow a tag's name: white space, `>`, or `/` (an empty element). */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);

/**
 * Opening tags `<row>`/`<row …>` (not `<rows`) in a part's bytes, counted as they inflate, on
 * the bytes themselves (the search runs natively). A tag is counted once its next byte is read:
 * the last bytes of a piece are carried and looked at again with the start of the next one.
 */
export class TagCount {
  count = 0;
  private tail = Buffer.alloc(0);
  private readonly tag: Buffer;

  constructor(tag: string) {
    this.tag = Buffer.from(tag);
  }

  add(piece: Buffer): void {
    const n = this.tag.length;
    // Only the seam is copied, not the piece: copying every 256 kB piece was a tenth of the time.
    if (this.tail.length > 0)
      this.countIn(Buffer.concat([this.tail, piece.subarray(0, n)]), this.tail.length);
    this.countIn(piece, piece.length - n);
    const last = piece.length >= n ? piece : Buffer.concat([this.tail, piece]);
    this.tail = Buffer.from(last.subarray(Math.max(last.length - n, 0)));
  }

  /** The tags starting before `startsBefore` whose next byte is in `bytes`. */
  private countIn(bytes: Buffer, startsBefore: number): void {
    const { tag } = this;
    for (let i = bytes.indexOf(tag); i !== -1 && i < startsBefore; i = bytes.indexOf(tag, i + 1)) {
      if (AFTER_NAME.has(bytes[i + tag.length])) this.count++;
    }
  }
}
