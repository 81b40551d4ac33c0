import { fork } from 'node:child_process';
import { compiledScript } from './compiled-script';
import type { RawRow } from './raw-readers';
import { UploadFileError } from './upload-file-error';

export interface ReadRequest {
  path: string;
  format: 'xlsx' | 'xls';
  maxRows: number;
}

export type ChildMessage =
  { rows: RawRow[] } | { done: true } | { error: string; fileError: boolean };

export interface ChildReaderLimits {
  /** The reader's heap cap (--max-old-space-size). */
  maxMb: number;
  /** How long the reader may take to hand over its next chunk of rows. */
  timeoutMs: number;
}

/** Chunks the child may read ahead of the job (the job also holds the one it is checking). */
const READ_AHEAD = 2;

/** Why the reader ended before handing over every row: a message for the admin. */
function deathReason(code: number | null, signal: string | null, stderr: string, maxMb: number) {
  if (/heap out of memory|allocation failed/i.test(stderr) || signal === 'SIGKILL')
    return (
      `The spreadsheet could not be read within the memory limit (${maxMb} MB): save it as CSV ` +
      'or split it into smaller files'
    );
  return (
    `The spreadsheet reader stopped unexpectedly (${signal ?? `exit code ${code}`}): save the ` +
    'file as CSV and upload it again'
  );
}

/**
 * Reads an .xlsx or .xls in a child process with its own heap cap and hands its rows over in
 * chunks. A file that blows the reader's heap, or stalls it, kills the child only: it ends as an
 * UploadFileError (the job fails for good: the same bytes would fail again) while this process
 * carries on serving. The child is killed when the job stops reading, whatever the reason.
 */
export async function* readInChild(
  path: string,
  format: ReadRequest['format'],
  maxRows: number,
  limits: ChildReaderLimits,
): AsyncGenerator<RawRow[]> {
  const child = fork(compiledScript('sheet-reader.child'), [], {
    execArgv: [`--max-old-space-size=${limits.maxMb}`],
    // Structured clone: Excel dates arrive as Dates.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const inbox: ChildMessage[] = [];
  let stderr = '';
  let ended: Error | null = null;
  let notify = () => {};
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.on('message', (m: ChildMessage) => {
    inbox.push(m);
    notify();
  });
  child.on('error', (err) => {
    ended ??= err;
    notify();
  });
  // 'close' comes after the last message and the end of stderr.
  child.on('close', (code, signal) => {
    ended ??= new UploadFileError(deathReason(code, signal, stderr, limits.maxMb));
    notify();
  });
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        notify = () => {};
        reject(
          new UploadFileError(
            `The spreadsheet could not be read within ${limits.timeoutMs / 1000} s: save it as ` +
              'CSV or split it into smaller files',
          ),
        );
      }, limits.timeoutMs);
      notify = () => {
        const message = inbox.shift();
        if (!message && !ended) return;
        clearTimeout(timer);
        notify = () => {};
        if (message) resolve(message);
        else reject(ended!);
      };
      notify();
    });
  try {
    child.send({ path, format, maxRows } satisfies ReadRequest, () => undefined);
    for (let i = 0; i < READ_AHEAD; i++) child.send('more', () => undefined);
    for (;;) {
      const message = await next();
      if ('done' in message) return;
      if ('error' in message)
        throw message.fileError ? new UploadFileError(message.error) : new Error(message.error);
      // Asked before the chunk is checked, so that reading and checking overlap. A child that
      // has already gone answers with its 'close', not with this send's error.
      if (child.connected) child.send('more', () => undefined);
      yield message.rows;
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
