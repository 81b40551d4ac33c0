/**
 * Embedded PostgreSQL for TypeORM: a stand-in for the `pg` module, backed by PGlite.
 *
 * Without DATABASE_URL the app runs on PGlite (PostgreSQL compiled to WebAssembly, persisted in a
 * directory). TypeORM's postgres driver takes a replacement for `require('pg')` through its
 * `driver` option, and this is one: `Pool`, `defaults` and `types`, and clients with `query`,
 * `release` and the events TypeORM listens to.
 *
 * PGlite has exactly one session, so the pool lends it to one client at a time and queues the
 * others (FIFO) until `release()`: a transaction on one client never interleaves with another
 * client's queries. (Sharing the session between "clients", as the typeorm-pglite package does,
 * lets one caller's ROLLBACK undo another's work, or commit what should have been rolled back.)
 *
 * The app is also tested on a real PostgreSQL, so results must be indistinguishable from
 * node-postgres. We therefore speak the wire protocol to PGlite directly and build results with
 * pg's own Result class and type parsers, and parameters with pg's prepareValue. PGlite's
 * query()/exec() would be simpler but drop the command tag (TypeORM switches on it), parse
 * int8/date differently and serialise parameters by server-inferred type rather than as pg does.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { displayPath, EmbeddedDatabaseError, lockDataDir } from './data-dir-lock';

// Types as seen by the dynamic import() below (PGlite ships separate ESM and CommonJS typings).
type PgliteModule = typeof import('@electric-sql/pglite', {
  with: { 'resolution-mode': 'import' },
});
type PgliteDb = InstanceType<PgliteModule['PGlite']>;
type Serialize = PgliteModule['protocol']['serialize'];
type BackendMessage = Awaited<ReturnType<PgliteDb['execProtocol']>>['messages'][number];
type Messages = PgliteModule['messages'];
type PgliteField = InstanceType<Messages['Field']>;
type PgliteDatabaseError = InstanceType<Messages['DatabaseError']>;

/** The part of pg's Result that pg's own Query uses to assemble a result; not in @types/pg. */
interface ResultBuilder extends pg.QueryResult {
  addFields(fields: pg.FieldDef[]): void;
  parseRow(values: (string | null)[]): unknown;
  addRow(row: unknown): void;
  addCommandComplete(message: { text: string }): void;
}

/** pg exposes its parameter encoder at runtime (`pg.utils`) without declaring it. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } })
  .utils;

const DATABASE_ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

export interface PgliteQueryConfig {
  text: string;
  values?: readonly unknown[];
  rowMode?: 'array';
  types?: pg.CustomTypesConfig;
}

export type PgliteQueryResult = pg.QueryResult | pg.QueryResult[];
type QueryCallback = (err: Error | null, result?: PgliteQueryResult) => void;
type ConnectCallback = (
  err: Error | undefined,
  client?: PgliteClient,
  release?: (err?: unknown) => void,
) => void;

export interface PglitePoolOptions {
  /** As in pg-pool: how long connect() may wait for the session; 0 or unset waits forever. */
  connectionTimeoutMillis?: number;
  [option: string]: unknown;
}

interface Waiter {
  grant: () => void;
}

interface OpenDb {
  db: PgliteDb;
  serialize: Serialize;
}

/** The single PGlite session of one driver, lent to one client at a time. */
class EmbeddedSession {
  /** Client listeners outlive a lease, as on pg's pooled Client (TypeORM subscribes once). */
  readonly events = new EventEmitter();
  /** Reports failures that belong to no caller (a failed clean-up between leases). */
  readonly problems = new EventEmitter();
  private opening?: Promise<OpenDb>;
  private releaseLock?: () => void;
  private closing: Promise<void> = Promise.resolve();
  private lent = false;
  private readonly waiters: Waiter[] = [];
  private tail: Promise<unknown> = Promise.resolve();
  /** From the last ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' in a failed transaction. */
  private transactionStatus = 'I';

  constructor(private readonly dataDir: string) {}

  /** Waits (FIFO) until the session is free and takes it. */
  take(timeoutMillis?: number): Promise<void> {
    if (!this.lent) {
      this.lent = true;
      return Promise.resolve();
    }
    return new Promise<void>((grant, reject) => {
      const waiter: Waiter = { grant };
      this.waiters.push(waiter);
      if (timeoutMillis) {
        const timer = setTimeout(() => {
          const index = this.waiters.indexOf(waiter);
          if (index === -1) return;
          this.waiters.splice(index, 1);
          reject(new Error('timeout exceeded when trying to connect'));
        }, timeoutMillis);
        waiter.grant = () => {
          clearTimeout(timer);
          grant();
        };
      }
    });
  }

  /** Passes the session to the next waiter, or marks it free. */
  handOn(): void {
    const next = this.waiters.shift();
    if (next) next.grant();
    else this.lent = false;
  }

  /** Called by the holder when done: ends a transaction left open, then lets the next one in. */
  giveBack(): void {
    void this.enqueue(async () => {
      // pg would discard a connection released in a transaction (or with an error); we have one
      // session, so it must be clean before the next client gets it.
      if (this.transactionStatus !== 'I') await this.execute({ text: 'ROLLBACK' });
    })
      .catch((err: unknown) => this.problems.emit('error', err))
      .finally(() => this.handOn());
  }

  query(config: PgliteQueryConfig): Promise<PgliteQueryResult> {
    // Encode before queueing so that a bad parameter fails this query only, as in pg.
    const values = config.values?.map((value) => prepareValue(value) as string | Buffer | null);
    return this.enqueue(() => this.execute({ ...config, values }));
  }

  /** PGlite starts lazily on the first lease, and again after close() if the app reconnects. */
  open(): Promise<OpenDb> {
    this.opening ??= this.start().catch((err: unknown) => {
      this.opening = undefined;
      throw err;
    });
    return this.opening;
  }

  /** Closes PGlite after everyone already queued has had and returned the session. */
  async close(): Promise<void> {
    await this.take();
    try {
      const opening = this.opening;
      this.opening = undefined;
      if (!opening) return;
      this.closing = opening.then(
        ({ db }) => db.close(),
        () => undefined,
      );
      await this.closing;
    } finally {
      this.releaseLock?.();
      this.releaseLock = undefined;
      this.handOn();
    }
  }

  private async start(): Promise<OpenDb> {
    await this.closing;
    const isPath = !/^[a-z]+:\/\//i.test(this.dataDir); // memory://, idb:// are not directories
    const dataDir = isPath ? resolve(this.dataDir) : this.dataDir;
    if (isPath) {
      this.releaseLock = lockDataDir(dataDir);
      mkdirSync(dataDir, { recursive: true });
    }
    // PGlite is ESM-only; module node16 keeps this import() native in the CommonJS build.
    const { PGlite, protocol } = await import('@electric-sql/pglite');
    let db: PgliteDb;
    try {
      // No `database` option: a fresh PGlite data directory is always opened on template1, and
      // asking for 'postgres' later would silently switch to an empty database.
      db = await PGlite.create(dataDir);
    } catch (err) {
      this.releaseLock?.();
      this.releaseLock = undefined;
      throw isPath ? cannotOpen(dataDir, err) : err;
    }
    // PGlite sends DEBUG messages to the client; a real server's default is NOTICE.
    await db.exec('SET client_min_messages TO notice');
    this.transactionStatus = 'I';
    return { db, serialize: protocol.serialize };
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async execute(query: {
    text: string;
    values?: (string | Buffer | null)[];
    rowMode?: 'array';
    types?: pg.CustomTypesConfig;
  }): Promise<PgliteQueryResult> {
    const { db, serialize } = await this.open();
    // Same protocol choice as pg: the extended protocol only when there are parameters, so
    // parameterless SQL may hold several statements.
    const request = query.values?.length
      ? [
          serialize.parse({ text: query.text }),
          serialize.bind({ values: query.values }),
          serialize.describe({ type: 'P' }),
          serialize.execute(),
          serialize.sync(),
        ]
      : [serialize.query(query.text), serialize.sync()];
    const { messages } = await db.runExclusive(() =>
      db.execProtocol(concat(request), { syncToFs: false, throwOnError: false }),
    );
    const outcome = this.collect(messages, query.rowMode, query.types);
    if (this.transactionStatus === 'I') await db.syncToFs();
    if (outcome.error) throw outcome.error;
    return outcome.result;
  }

  /** Turns backend messages into pg's result shape, as pg's Query does. */
  private collect(
    messages: BackendMessage[],
    rowMode: 'array' | undefined,
    types: pg.CustomTypesConfig | undefined,
  ): { result: PgliteQueryResult; error?: Error } {
    const newResult = () =>
      new pg.Result(rowMode as string, types as typeof pg.types) as unknown as ResultBuilder;
    const results = [newResult()];
    let current = results[0];
    // A statement that completed already owns `current`: the next one gets a new result.
    const startNextIfDone = () => {
      if (!current.command) return;
      current = newResult();
      results.push(current);
    };
    let error: Error | undefined;

    for (const message of messages) {
      switch (message.name) {
        case 'rowDescription': {
          startNextIfDone();
          const fields = (message as InstanceType<Messages['RowDescriptionMessage']>).fields;
          current.addFields(fields.map(toFieldDef));
          break;
        }
        case 'dataRow':
          if (error) break;
          try {
            const values = (message as InstanceType<Messages['DataRowMessage']>).fields;
            current.addRow(current.parseRow(values));
          } catch (err) {
            error = err as Error; // a type parser threw: pg fails the query the same way
          }
          break;
        case 'commandComplete':
          startNextIfDone();
          current.addCommandComplete(message as InstanceType<Messages['CommandCompleteMessage']>);
          break;
        case 'error':
          error ??= toPgError(message as PgliteDatabaseError);
          break;
        case 'notice': {
          const notice = message as InstanceType<Messages['NoticeMessage']>;
          // PGlite's own "# 1743: aborting transaction …" chatter is not something pg would send.
          if (!notice.message?.startsWith('# ')) this.events.emit('notice', notice);
          break;
        }
        case 'notification': {
          const { processId, channel, payload } = message as InstanceType<
            Messages['NotificationResponseMessage']
          >;
          this.events.emit('notification', { processId, channel, payload });
          break;
        }
        case 'readyForQuery':
          this.transactionStatus = (
            message as InstanceType<Messages['ReadyForQueryMessage']>
          ).status;
          break;
      }
    }
    return { result: results.length === 1 ? results[0] : results, error };
  }
}

/** What pool.connect() hands out: valid until released, then every call on it fails. */
export class PgliteClient {
  private released = false;

  constructor(private readonly session: EmbeddedSession) {}

  query(config: string | PgliteQueryConfig, values?: readonly unknown[]): Promise<any>;
  query(config: string | PgliteQueryConfig, callback: QueryCallback): void;
  query(config: string | PgliteQueryConfig, values: readonly unknown[], cb: QueryCallback): void;
  query(
    config: string | PgliteQueryConfig,
    valuesOrCallback?: readonly unknown[] | QueryCallback,
    callback?: QueryCallback,
  ): Promise<PgliteQueryResult> | void {
    const cb = typeof valuesOrCallback === 'function' ? valuesOrCallback : callback;
    const values = typeof valuesOrCallback === 'function' ? undefined : valuesOrCallback;
    const result = this.run(typeof config === 'string' ? { text: config, values } : config, values);
    if (!cb) return result;
    result.then(
      (res) => cb(null, res),
      (err: Error) => cb(err),
    );
  }

  /** Same as the release callback given by pool.connect(). */
  release = (_err?: unknown): void => {
    if (this.released) {
      throw new Error('Release called on client which has already been released to the pool.');
    }
    this.released = true;
    this.session.giveBack();
  };

  on(event: string, listener: (...args: any[]) => void): this {
    this.session.events.on(event, listener);
    return this;
  }

  once(event: string, listener: (...args: any[]) => void): this {
    this.session.events.once(event, listener);
    return this;
  }

  removeListener(event: string, listener: (...args: any[]) => void): this {
    this.session.events.removeListener(event, listener);
    return this;
  }

  off(event: string, listener: (...args: any[]) => void): this {
    return this.removeListener(event, listener);
  }

  private async run(
    config: PgliteQueryConfig,
    values: readonly unknown[] | undefined,
  ): Promise<PgliteQueryResult> {
    // Without this, a caller holding a stale client would slip into the next holder's transaction.
    if (this.released) throw new Error('Client was released to the pool and cannot be used');
    if (typeof (config as { submit?: unknown }).submit === 'function') {
      throw new Error('The embedded PGlite driver does not support submittables (query streams)');
    }
    return this.session.query({ ...config, values: config.values ?? values });
  }
}

/** The pg module surface TypeORM's postgres driver uses: Pool, defaults and types. */
export interface PgliteDriver {
  Pool: new (options?: PglitePoolOptions) => PglitePool;
  defaults: typeof pg.defaults;
  types: typeof pg.types;
}

export interface PglitePool extends EventEmitter {
  connect(): Promise<PgliteClient>;
  connect(callback: ConnectCallback): void;
  end(): Promise<void>;
  end(callback: (err?: Error) => void): void;
}

/**
 * A pg-compatible module whose pools share one PGlite instance stored in `dataDir` (created if
 * missing; `memory://` for a throwaway database). PGlite starts on the first connect.
 */
export function createPgliteDriver(dataDir: string): PgliteDriver {
  const session = new EmbeddedSession(dataDir);
  let openPools = 0;

  class Pool extends EventEmitter implements PglitePool {
    private ended = false;
    private readonly timeoutMillis?: number;
    private readonly reportProblem = (err: unknown) => {
      if (this.listenerCount('error') > 0) this.emit('error', err);
    };

    constructor(options: PglitePoolOptions = {}) {
      super();
      this.timeoutMillis = options.connectionTimeoutMillis;
      openPools += 1;
      session.problems.on('error', this.reportProblem);
    }

    connect(): Promise<PgliteClient>;
    connect(callback: ConnectCallback): void;
    connect(callback?: ConnectCallback): Promise<PgliteClient> | void {
      const leased = this.lease();
      if (!callback) return leased;
      leased.then(
        (client) => callback(undefined, client, client.release),
        (err: Error) => callback(err),
      );
    }

    end(): Promise<void>;
    end(callback: (err?: Error) => void): void;
    end(callback?: (err?: Error) => void): Promise<void> | void {
      const ended = this.shutDown();
      if (!callback) return ended;
      ended.then(
        () => callback(),
        (err: Error) => callback(err),
      );
    }

    private async lease(): Promise<PgliteClient> {
      if (this.ended) throw new Error('Cannot use a pool after calling end on the pool');
      await session.take(this.timeoutMillis);
      try {
        await session.open();
      } catch (err) {
        session.handOn();
        throw err;
      }
      return new PgliteClient(session);
    }

    private async shutDown(): Promise<void> {
      if (this.ended) throw new Error('Called end on pool more than once');
      this.ended = true;
      session.problems.off('error', this.reportProblem);
      openPools -= 1;
      if (openPools === 0) await session.close();
    }
  }

  return { Pool, defaults: pg.defaults, types: pg.types };
}

/** PGlite fails to open a damaged directory with bare wasm errors ("Aborted()", "unreachable"). */
function cannotOpen(dataDir: string, cause: unknown): EmbeddedDatabaseError {
  const shown = displayPath(dataDir);
  // PGlite also throws non-Error objects (ExitStatus { message }).
  const reason = cause instanceof Error ? String(cause) : (cause as { message?: string })?.message;
  return new EmbeddedDatabaseError(
    `The embedded database ${shown} could not be opened (${reason ?? String(cause)}): its files are ` +
      `probably damaged, e.g. by two processes using it at once or a full disk. To start afresh, ` +
      `move it aside: mv ${shown} ${shown}.damaged (the next start creates a new database, with ` +
      `the demo data; keep the old directory until you are sure you need nothing from it).`,
  );
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function toFieldDef(field: PgliteField): pg.FieldDef {
  const { name, tableID, columnID, dataTypeID, dataTypeSize, dataTypeModifier } = field;
  // We never ask for binary results; pg labels text columns 'text'.
  return { name, tableID, columnID, dataTypeID, dataTypeSize, dataTypeModifier, format: 'text' };
}

/** Re-creates PGlite's error as pg's class, so `instanceof DatabaseError` from 'pg' holds too. */
function toPgError(source: PgliteDatabaseError): pg.DatabaseError {
  const error = new pg.DatabaseError(source.message, source.length, 'error');
  for (const field of DATABASE_ERROR_FIELDS) {
    (error as unknown as Record<string, unknown>)[field] = source[field];
  }
  return error;
}
