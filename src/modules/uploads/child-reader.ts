import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { compiledScript } from './compiled-script';
import type { RawRow } from './raw-readers';
import { UploadFileError } from './upload-file-error';

export interface ReadRequest {
  path: string;
  format: 'xlsx' | 'xls';
  maxRows: number;
}

export type ChildMessage =
  { started: true } | { rows: RawRow[] } | { done: true } | { error: string; fileError: boolean };

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

function startReader(maxMb: number): ChildProcess {
  return fork(compiledScript('sheet-reader.child'), [], {
    execArgv: [`--max-old-space-size=${maxMb}`],
    // Structured clone: Excel dates arrive as Dates.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}

/**
 * The reader child the next job will take, started while the process waits for that job: Node's
 * start is about a third of an Excel upload's wait for its first rows (measured: 460–540 ms to
 * the first rows of a 100,000-row workbook with a child forked for the job, 310–320 ms with one
 * started before). Only processes that run upload jobs keep one (`keepReaderReady`).
 */
let spare: ChildProcess | null = null;
/** The heap cap of the reader to keep; null: none is kept. */
let spareMaxMb: number | null = null;

function startSpare(): void {
  if (spareMaxMb === null || spare) return;
  const child = startReader(spareMaxMb);
  // An idle reader does not keep this process alive.
  refs(child, 'unref');
  child.once('exit', () => {
    if (spare === child) spare = null;
  });
  spare = child;
}

/** From now on, a reader child with this heap cap is kept started for the next job. */
export function keepReaderReady(maxMb: number): void {
  if (maxMb !== spareMaxMb) stopKeepingReaderReady();
  spareMaxMb = maxMb;
  startSpare();
}

/** Stops the reader kept ready (the process is shutting down). */
export function stopKeepingReaderReady(): void {
  spareMaxMb = null;
  spare?.kill('SIGKILL');
  spare = null;
}

/** The child, its IPC channel and its stderr pipe each hold this process's event loop. */
function refs(child: ChildProcess, how: 'ref' | 'unref'): void {
  child[how]();
  child.channel?.[how]();
  (child.stderr as Socket)[how]();
}

/** The reader kept ready, if it is alive and has the heap cap asked for (else it is ended). */
function takeKept(maxMb: number): ChildProcess | null {
  const taken = spare;
  spare = null;
  if (taken?.connected && maxMb === spareMaxMb) {
    refs(taken, 'ref');
    return taken;
  }
  taken?.kill('SIGKILL');
  return null;
}

/**
 * A kept reader that ended before it said it had the file: it died while it waited (its exit not
 * yet heard of when it was taken), not because of the file.
 */
class EndedBeforeStart extends Error {}

/**
 * Reads an .xlsx or .xls in a child process with its own heap cap and hands its rows over in
 * chunks. A file that blows the reader's heap, or stalls it, kills the child only: it ends as an
 * UploadFileError (the job fails for good: the same bytes would fail again) while this process
 * carries on serving. The child is killed when the job stops reading, whatever the reason: each
 * file gets a fresh heap.
 */
export async function* readInChild(
  path: string,
  format: ReadRequest['format'],
  maxRows: number,
  limits: ChildReaderLimits,
): AsyncGenerator<RawRow[]> {
  const request: ReadRequest = { path, format, maxRows };
  try {
    const kept = takeKept(limits.maxMb);
    if (kept)
      try {
        return yield* readWith(kept, true, request, limits);
      } catch (err) {
        if (!(err instanceof EndedBeforeStart)) throw err;
      }
    yield* readWith(startReader(limits.maxMb), false, request, limits);
  } finally {
    // Started after the job, not during it: the job has the machine to itself.
    startSpare();
  }
}

async function* readWith(
  child: ChildProcess,
  kept: boolean,
  request: ReadRequest,
  limits: ChildReaderLimits,
): AsyncGenerator<RawRow[]> {
  const inbox: Array<Exclude<ChildMessage, { started: true }>> = [];
  let started = false;
  let stderr = '';
  let ended: Error | null = null;
  let notify = () => {};
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  child.on('message', (m: ChildMessage) => {
    if ('started' in m) started = true;
    else inbox.push(m);
    notify();
  });
  child.on('error', (err) => {
    ended ??= err;
    notify();
  });
  // 'close' comes after the last message and the end of stderr.
  child.on('close', (code, signal) => {
    ended ??=
      kept && !started
        ? new EndedBeforeStart()
        : new UploadFileError(deathReason(code, signal, stderr, limits.maxMb));
    notify();
  });
  const next = () =>
    new Promise<(typeof inbox)[number]>((resolve, reject) => {
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
    child.send(request, () => undefined);
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
