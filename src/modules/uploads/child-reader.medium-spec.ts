import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childrenOf } from '../../../test/utils/server-process';
import { sharedStringsXlsx, xlsx } from '../../../test/utils/spreadsheets';
import { keepReaderReady, readInChild, stopKeepingReaderReady } from './child-reader';
import { UploadFileError } from './upload-file-error';

// The child runs the compiled reader in dist/ (the test setup builds it).
const dir = mkdtempSync(join(tmpdir(), 'cm-child-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const limits = { maxMb: 256, timeoutMs: 30_000 };

/** The reader children of this process now (an exited one has no command line left). */
const readers = () =>
  childrenOf(process.pid)
    .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sheet-reader.child'))
    .map(Number);

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(done()).toBe(true);
};

async function all(path: string, format: 'xlsx' | 'xls', lim = limits) {
  const rows = [];
  for await (const chunk of readInChild(path, format, 10_000, lim)) rows.push(...chunk);
  return rows;
}

describe('the Excel reader child process', () => {
  it('hands over every row in order, dates as Dates, in chunks of 1,000', async () => {
    const path = join(dir, 'book.xlsx');
    const data = Array.from({ length: 2500 }, (_, i) => [
      `L${i}`,
      i,
      new Date(Date.UTC(2026, 0, 2)),
    ]);
    writeFileSync(path, await xlsx([['lead', 'n', 'date'], ...data]));
    const chunks = [];
    for await (const chunk of readInChild(path, 'xlsx', 10_000, limits)) chunks.push(chunk);
    expect(chunks.map((c) => c.length)).toEqual([1000, 1000, 501]);
    const rows = chunks.flat();
    expect(rows[2500]).toEqual({
      rowNumber: 2501,
      cells: ['L2499', 2499, new Date(Date.UTC(2026, 0, 2))],
    });
  });

  it('gives up on a reader slower than the time limit, as a fault of the file', async () => {
    const path = join(dir, 'strings.xlsx');
    await sharedStringsXlsx(path, 1_000_000, 'Lender');
    const error = await all(path, 'xlsx', { maxMb: 256, timeoutMs: 200 }).catch((e) => e);
    expect(error).toBeInstanceOf(UploadFileError);
    expect(error.message).toBe(
      'The spreadsheet could not be read within 0.2 s: save it as CSV or split it into smaller files',
    );
  });

  it('reports a file the reader cannot open as a fault of the file', async () => {
    const path = join(dir, 'broken.xlsx');
    writeFileSync(path, 'PK\u0003\u0004 not really a zip');
    await expect(all(path, 'xlsx')).rejects.toBeInstanceOf(UploadFileError);
  });

  it('keeps a reader started for the next job: a read takes it, and the next one starts after', async () => {
    const path = join(dir, 'ready.xlsx');
    // Four chunks: while the job holds the first, the reader waits to be asked for the fourth.
    const leads = Array.from({ length: 3_500 }, (_, i) => [`L${i}`]);
    writeFileSync(path, await xlsx([['lead'], ...leads]));
    try {
      keepReaderReady(limits.maxMb);
      await until(() => readers().length === 1);
      const [ready] = readers();
      let during: number[] | null = null;
      let rows = 0;
      for await (const chunk of readInChild(path, 'xlsx', 10_000, limits)) {
        during ??= readers();
        rows += chunk.length;
      }
      expect(rows).toBe(3_501);
      // The read ran in the reader started before it, and no other was forked for it.
      expect(during).toEqual([ready]);
      await until(() => readers().length === 1 && readers()[0] !== ready);

      // A kept reader that died while it waited, taken before its exit is heard of: the read
      // notices it never started and reads with a reader of its own.
      process.kill(readers()[0], 'SIGKILL');
      expect((await all(path, 'xlsx')).length).toBe(3_501);
    } finally {
      stopKeepingReaderReady();
    }
    await until(() => readers().length === 0);
  });
});
