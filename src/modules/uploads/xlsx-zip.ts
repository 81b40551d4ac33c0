import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';

/*
 * The parts of an .xlsx read straight from its zip: yauzl inflates one part at a time from the
 * file on disk, and saxes turns the XML into events as it arrives. Nothing holds a whole part
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

/** What a part's reader does with its elements; names come without a namespace prefix. */
export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** `x:row` → `row`: some writers prefix SpreadsheetML's elements. */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

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
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('opentag', (tag) => handlers.open(localName(tag.name), tag.attributes));
  if (handlers.text) {
    const text = (t: string) => handlers.text!(t);
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  const decoder = new StringDecoder('utf8');
  const stream = await zip.openReadStreamPromise(entry);
  try {
    for await (const piece of stream as AsyncIterable<Buffer>) {
      parser.write(decoder.write(piece));
      yield;
    }
  } finally {
    stream.destroy();
  }
  parser.write(decoder.end());
  parser.close();
}

/** Reads a whole (small) part through the handlers. */
export async function readPart(xlsx: XlsxZip, name: string, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parsePart(xlsx, name, handlers));
}
