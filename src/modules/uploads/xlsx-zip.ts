import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { XlsxXmlReader, type XmlHandlers } from './xlsx-xml';

/*
 * The parts of an .xlsx read straight from its zip: one part at a time is inflated from the file
 * on disk, and XlsxXmlReader turns the XML into events as it arrives. Nothing holds a whole part
 * in memory unless the caller keeps what the events give (the shared strings).
 */

/** The zip's parts by name, read from its central directory (no part is inflated yet). */
export interface XlsxZip {
  zip: yauzl.ZipFile;
  parts: Map<string, yauzl.Entry>;
}

export async function openXlsx(path: string): Promise<XlsxZip> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  const parts = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        parts.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    throw err;
  }
  return { zip, parts };
}

/** Inflated pieces this long: in zlib's default 16 kB pieces, a sheet took half again as long. */
const PIECE_BYTES = 256 * 1024;

/**
 * A part's bytes as they inflate. yauzl reads the stored bytes and zlib inflates them here, in
 * large pieces; the part must come out exactly as long as the zip's directory says (as yauzl
 * would check), so a lying header is a damaged file.
 */
export async function* partBytes(zip: yauzl.ZipFile, entry: yauzl.Entry): AsyncGenerator<Buffer> {
  const name = entry.fileName;
  if (!entry.canDecodeFileData())
    throw new Error(`the part ${name} is encrypted or compressed in a way Excel does not write`);
  const stored = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const stream: Readable =
    entry.compressionMethod === 0
      ? stored
      : pipeline(stored, createInflateRaw({ chunkSize: PIECE_BYTES }), () => undefined);
  let length = 0;
  try {
    for await (const piece of stream as AsyncIterable<Buffer>) {
      length += piece.length;
      if (length > entry.uncompressedSize)
        throw new Error(`the part ${name} is longer than the zip says`);
      yield piece;
    }
  } finally {
    stream.destroy();
    stored.destroy();
  }
  if (length !== entry.uncompressedSize)
    throw new Error(`the part ${name} is shorter than the zip says`);
}

/**
 * Streams one part through the handlers, pausing (a `yield`) after each inflated piece of it, so
 * that the caller can hand on what the handlers gathered before more is read.
 */
export async function* parsePart(
  { zip, parts }: XlsxZip,
  name: string,
  handlers: XmlHandlers,
): AsyncGenerator<void> {
  const entry = parts.get(name);
  if (!entry) throw new Error(`the workbook has no part ${name}`);
  const parser = new XlsxXmlReader(handlers);
  for await (const piece of partBytes(zip, entry)) {
    parser.write(piece);
    yield;
  }
  parser.end();
}

/** Reads a whole (small) part through the handlers. */
export async function readPart(xlsx: XlsxZip, name: string, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parsePart(xlsx, name, handlers));
}
