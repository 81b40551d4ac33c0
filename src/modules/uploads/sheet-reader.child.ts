/*
 * The child process that reads an .xlsx or .xls (forked by child-reader.ts, with its own heap
 * cap; often before there is a file to read). The parent sends one ReadRequest, which the child
 * acknowledges, then one 'more' per chunk of rows it will take: the child never runs further
 * ahead than that, so neither side buffers a whole file.
 */
import { UploadFileError } from './upload-file-error';
import type { ChildMessage, ReadRequest } from './child-reader';

let credit = 0;
let wake: (() => void) | null = null;

const send = (message: ChildMessage) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (err) => (err ? reject(err) : resolve())),
  );

async function read(request: ReadRequest): Promise<void> {
  try {
    // Tells the parent this process is alive and has the file: a death from now on is the file's.
    await send({ started: true });
    // Only the reader of the file's format is loaded: each library takes a noticeable part of a
    // second to load, in every child (one per upload).
    const rows =
      request.format === 'xlsx'
        ? (await import('./xlsx-rows.js')).xlsxRows(request.path)
        : (await import('./xls-rows.js')).xlsRows(request.path, request.maxRows);
    for await (const chunk of rows) {
      while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
      credit--;
      await send({ rows: chunk });
    }
    await send({ done: true });
  } catch (err) {
    await send({ error: (err as Error).message, fileError: err instanceof UploadFileError });
  }
  process.disconnect();
}

process.on('message', (message: ReadRequest | 'more') => {
  if (message !== 'more') return void read(message);
  credit++;
  wake?.();
});

// The parent gone (job ended, server stopped or killed): nobody wants the rows any more.
process.on('disconnect', () => process.exit(0));
