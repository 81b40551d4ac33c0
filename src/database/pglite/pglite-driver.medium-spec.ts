import 'reflect-metadata';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  Column,
  CreateDateColumn,
  DataSource,
  type DataSourceOptions,
  Entity,
  In,
  type MigrationInterface,
  PrimaryGeneratedColumn,
  QueryFailedError,
  type QueryRunner,
} from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFields, copyLines, copyPayload } from '../bulk-insert';
import { createPgliteDriver, type PgliteClient } from './pglite-driver';

/**
 * The embedded driver must behave like node-postgres on a real server, so most checks run the
 * same thing on both and compare. The real server gets a throwaway database.
 */
// Same server (and variable) as test/global-setup.ts.
const REAL_PG_ADMIN_URL =
  process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface ProbeMeta {
  score: number;
  nested: { tags: string[] };
  empty: null;
}

@Entity({ name: 'pglite_probe' })
class Probe {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount!: string;

  @Column({ type: 'bigint' })
  big!: string;

  @Column({ type: 'jsonb' })
  meta!: ProbeMeta;

  @Column({ type: 'date' })
  day!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ type: 'boolean' })
  flag!: boolean;

  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ type: 'int', array: true })
  nums!: number[];

  @Column({ type: 'text', array: true })
  tags!: string[];

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

class CreateProbe1700000000000 implements MigrationInterface {
  name = 'CreateProbe1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "pglite_probe" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "amount" numeric(14,2) NOT NULL,
        "big" bigint NOT NULL,
        "meta" jsonb NOT NULL,
        "day" date NOT NULL,
        "at" timestamptz NOT NULL,
        "flag" boolean NOT NULL,
        "code" text NOT NULL,
        "nums" integer array NOT NULL,
        "tags" text array NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_pglite_probe_code" UNIQUE ("code"),
        CONSTRAINT "PK_pglite_probe" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pglite_probe"`);
  }
}

const common = {
  type: 'postgres' as const,
  entities: [Probe],
  migrations: [CreateProbe1700000000000],
  migrationsTableName: 'migrations',
  migrationsTransactionMode: 'each' as const,
  synchronize: false,
  logging: false,
};

const pgliteOptions = (dataDir: string): DataSourceOptions => ({
  ...common,
  driver: createPgliteDriver(dataDir),
  installExtensions: false,
  database: 'postgres',
});

const probe = (code: string): Partial<Probe> => ({
  amount: '12345.67',
  big: '9007199254740993', // 2^53 + 1: only exact as a string
  meta: { score: 750, nested: { tags: ['a', 'b'] }, empty: null },
  day: '2024-02-29',
  at: new Date('2024-03-01T10:20:30.123Z'),
  flag: true,
  code,
  nums: [1, 2, 3],
  tags: ['plain', 'with,comma', 'with "quotes"', 'back\\slash'],
});

const withoutGenerated = ({ id: _id, createdAt: _createdAt, ...rest }: Probe) => rest;

describe('createPgliteDriver under TypeORM', () => {
  let dir: string;
  let dataDir: string;
  let lite: DataSource;
  let real: DataSource;
  let realDb: string;

  const adminQuery = async (sql: string) => {
    const admin = new pg.Client({ connectionString: REAL_PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-driver-'));
    dataDir = join(dir, 'not', 'yet', 'there');
    lite = await new DataSource(pgliteOptions(dataDir)).initialize();

    realDb = `pglite_cmp_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE "${realDb}"`);
    const url = new URL(REAL_PG_ADMIN_URL);
    url.pathname = `/${realDb}`;
    real = await new DataSource({ ...common, url: url.toString() }).initialize();

    for (const ds of [lite, real]) {
      expect((await ds.runMigrations()).map((m) => m.name)).toEqual(['CreateProbe1700000000000']);
    }
  });

  afterAll(async () => {
    if (lite?.isInitialized) await lite.destroy();
    if (real?.isInitialized) await real.destroy();
    if (realDb) await adminQuery(`DROP DATABASE IF EXISTS "${realDb}"`);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the data directory and runs and reverts migrations', async () => {
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const tableExists = async () => {
      // A query runner holds the one session until released: forgetting that would deadlock.
      const runner = lite.createQueryRunner();
      try {
        return await runner.hasTable('pglite_probe');
      } finally {
        await runner.release();
      }
    };

    expect(await tableExists()).toBe(true);
    await lite.undoLastMigration();
    expect(await tableExists()).toBe(false);
    expect(await lite.query('SELECT count(*)::int AS n FROM migrations')).toEqual([{ n: 0 }]);

    await lite.runMigrations();
    expect(await tableExists()).toBe(true);
    expect(await lite.showMigrations()).toBe(false);
  });

  it('inserts, finds, updates and deletes with the same JS values as node-postgres', async () => {
    const found: Probe[] = [];
    for (const ds of [lite, real]) {
      const repo = ds.getRepository(Probe);
      const saved = await repo.save(repo.create(probe('crud')));
      expect(saved.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(saved.createdAt).toBeInstanceOf(Date);
      found.push(await repo.findOneByOrFail({ id: saved.id }));
    }
    const [fromLite, fromReal] = found;
    expect(withoutGenerated(fromLite)).toEqual(withoutGenerated(fromReal));
    expect(fromLite).toMatchObject({
      amount: '12345.67',
      big: '9007199254740993',
      meta: { score: 750, nested: { tags: ['a', 'b'] }, empty: null },
      day: '2024-02-29',
      at: new Date('2024-03-01T10:20:30.123Z'),
      flag: true,
      nums: [1, 2, 3],
      tags: ['plain', 'with,comma', 'with "quotes"', 'back\\slash'],
    });

    for (const ds of [lite, real]) {
      const repo = ds.getRepository(Probe);
      const updated = await repo.update({ code: 'crud' }, { flag: false, amount: '0.10' });
      expect(updated.affected).toBe(1);
      expect(await repo.findOneByOrFail({ code: 'crud' })).toMatchObject({
        flag: false,
        amount: '0.10',
      });
      // PostgresQueryRunner returns [rows, rowCount] only when the command is UPDATE or DELETE.
      expect(
        await ds.query(`UPDATE pglite_probe SET big = big + 1 WHERE code = $1`, ['crud']),
      ).toEqual([[], 1]);
      expect((await repo.delete({ code: 'crud' })).affected).toBe(1);
      expect((await repo.delete({ code: 'crud' })).affected).toBe(0);
    }
  });

  it('parses raw values exactly as node-postgres does', async () => {
    const sql = `SELECT $1::int2 AS i2, $2::int4 AS i4, $3::int8 AS i8, $4::numeric AS num,
        $5::float8 AS f8, $6::bool AS b, $7::jsonb AS jb, $8::json AS j, $9::date AS d,
        $10::timestamptz AS tz, $11::timestamp AS ts, $12::uuid AS u, $13::int[] AS ia,
        $14::text[] AS ta, $15::bytea AS by, NULL::text AS nothing, 'infinity'::timestamptz AS inf,
        ARRAY[1.5, 2]::numeric[] AS na, ARRAY['2024-01-02']::date[] AS da`;
    const params = [
      7,
      -42,
      '9223372036854775807',
      '3.14159265358979323846',
      0.1,
      false,
      { a: [1, { b: 'c' }] },
      JSON.stringify([1, 'two']), // pg sends a JS array as a Postgres array, not JSON
      '2024-02-29',
      new Date('2024-03-01T10:20:30.123Z'),
      new Date(2024, 0, 15, 8, 30),
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      [1, null, 3],
      ['x', 'y z', null],
      Buffer.from([0, 255, 16]),
    ];
    const [liteRows, realRows] = await Promise.all([
      lite.query(sql, params),
      real.query(sql, params),
    ]);
    expect(liteRows).toEqual(realRows);

    const [row] = liteRows as Record<string, unknown>[];
    expect(row).toMatchObject({
      i2: 7,
      i4: -42,
      i8: '9223372036854775807',
      num: '3.14159265358979323846',
      f8: 0.1,
      b: false,
      jb: { a: [1, { b: 'c' }] },
      j: [1, 'two'],
      u: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      ia: [1, null, 3],
      ta: ['x', 'y z', null],
      by: Buffer.from([0, 255, 16]),
      nothing: null,
      inf: Infinity,
      na: [1.5, 2], // pg-types quirk: numeric[] elements become numbers, unlike numeric
    });
    // pg turns `date` into a Date at local midnight (TypeORM then formats date columns).
    expect(row.d).toEqual(new Date(2024, 1, 29));
    expect(row.tz).toEqual(new Date('2024-03-01T10:20:30.123Z'));
    expect(row.ts).toEqual(new Date(2024, 0, 15, 8, 30));
    expect(row.da).toEqual([new Date(2024, 0, 2)]);
  });

  it("stores rows given as COPY text as PostgreSQL's own COPY does", async () => {
    const texts = ['a\tb', 'line\nbreak\r\n', 'back\\slash', 'नमस्ते', '\\N', '', null];
    const columns = [
      { name: 'n', type: 'int' },
      { name: 't', type: 'text' },
      { name: 'j', type: 'jsonb' },
    ];
    const lines = texts.map((t, i) => copyFields([i, t, JSON.stringify({ t })]));
    const stored = (ds: DataSource) =>
      ds.transaction(async (m) => {
        await m.query('CREATE TEMP TABLE copied (n int, t text, j jsonb) ON COMMIT DROP');
        await copyLines(m, 'copied', columns, copyPayload(lines));
        return m.query<Array<{ n: number; t: string | null; j: { t: string | null } }>>(
          'SELECT n, t, j FROM copied ORDER BY n',
        );
      });
    const embedded = await stored(lite);
    expect(embedded.map((r) => r.t)).toEqual(texts);
    expect(embedded.map((r) => r.j.t)).toEqual(texts);
    expect(embedded).toEqual(await stored(real));
  });

  it('rolls back a failed transaction completely', async () => {
    const repo = lite.getRepository(Probe);
    await expect(
      lite.transaction(async (em) => {
        await em.save(Probe, em.create(Probe, probe('rolled-back-1')));
        await em.insert(Probe, probe('rolled-back-2'));
        expect(await em.countBy(Probe, { flag: true })).toBeGreaterThanOrEqual(2);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await repo.countBy({ code: In(['rolled-back-1', 'rolled-back-2']) })).toBe(0);

    // And a committed one persists, so the check above is not vacuous.
    await lite.transaction((em) => em.insert(Probe, probe('committed')));
    expect(await repo.countBy({ code: 'committed' })).toBe(1);
    await repo.delete({ code: 'committed' });
  });

  it('never interleaves two concurrent transactions', async () => {
    const events: string[] = [];
    const pause = () => new Promise((r) => setTimeout(r, 5));
    const work = (name: string, fail: boolean) =>
      lite.transaction(async (em) => {
        for (let i = 0; i < 4; i += 1) {
          events.push(name);
          await em.insert(Probe, probe(`${name}-${i}`));
          await pause();
        }
        if (fail) throw new Error(`${name} failed`);
      });

    const [kept, dropped] = await Promise.allSettled([work('keep', false), work('drop', true)]);
    expect(kept.status).toBe('fulfilled');
    expect(dropped.status).toBe('rejected');
    // The second transaction only starts once the first has released the session.
    expect(events.join(',')).toBe('keep,keep,keep,keep,drop,drop,drop,drop');

    const codes = (await lite.getRepository(Probe).find({ order: { code: 'ASC' } })).map(
      (p) => p.code,
    );
    expect(codes).toEqual(['keep-0', 'keep-1', 'keep-2', 'keep-3']);
    await lite.getRepository(Probe).clear();
  });

  it('reports a unique violation as QueryFailedError with the Postgres error fields', async () => {
    const errors: unknown[] = [];
    for (const ds of [lite, real]) {
      const repo = ds.getRepository(Probe);
      await repo.insert(probe('unique'));
      errors.push(await repo.insert(probe('unique')).catch((e: unknown) => e));
      // The session is usable afterwards (no failed transaction left behind).
      expect(await repo.countBy({ code: 'unique' })).toBe(1);
      await repo.delete({ code: 'unique' });
    }
    const [liteError, realError] = errors as QueryFailedError<pg.DatabaseError>[];
    expect(liteError).toBeInstanceOf(QueryFailedError);
    expect(liteError.driverError).toBeInstanceOf(pg.DatabaseError);
    expect(liteError.driverError).toMatchObject({
      code: '23505',
      constraint: 'UQ_pglite_probe_code',
      table: 'pglite_probe',
      schema: 'public',
      detail: 'Key (code)=(unique) already exists.',
    });
    const fields = ['code', 'constraint', 'table', 'schema', 'detail', 'message', 'severity'];
    const pick = (e: pg.DatabaseError) => fields.map((f) => e[f as keyof pg.DatabaseError]);
    expect(pick(liteError.driverError)).toEqual(pick(realError.driverError));
  });

  it('runs parameterless multi-statement SQL', async () => {
    const sql = `CREATE TABLE multi (n int);
      INSERT INTO multi VALUES (1), (2);
      UPDATE multi SET n = n * 10;
      SELECT n FROM multi ORDER BY n;`;
    const [liteResult, realResult] = [await lite.query(sql), await real.query(sql)];
    expect(liteResult).toEqual(realResult);
    expect(await lite.query('SELECT n FROM multi ORDER BY n')).toEqual([{ n: 10 }, { n: 20 }]);
    await lite.query('DROP TABLE multi');
  });

  it('keeps the data after destroy() and re-initialising on the same directory', async () => {
    await lite.getRepository(Probe).insert(probe('persisted'));

    // The same DataSource (and driver object) reopens PGlite after closing it...
    await lite.destroy();
    await lite.initialize();
    expect(await lite.getRepository(Probe).countBy({ code: 'persisted' })).toBe(1);
    await lite.destroy();

    // ...and so does a new driver on the same directory.
    lite = await new DataSource(pgliteOptions(dataDir)).initialize();
    const again = await lite.getRepository(Probe).findOneByOrFail({ code: 'persisted' });
    expect(again).toMatchObject({ big: '9007199254740993', day: '2024-02-29', flag: true });
    expect(await lite.showMigrations()).toBe(false);
  });
});

describe('createPgliteDriver pool', () => {
  const { Pool } = createPgliteDriver('memory://');
  const pool = new Pool();
  const realPool = new pg.Pool({ connectionString: REAL_PG_ADMIN_URL, max: 1 });

  afterAll(async () => {
    await realPool.end();
  });

  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise((r) => setTimeout(r, 50));
    return done;
  };

  it('reports command and rowCount as node-postgres does', async () => {
    const statements: [string, unknown[]?][] = [
      ['CREATE TEMP TABLE counts (n int)'],
      ['INSERT INTO counts SELECT generate_series(1, $1::int)', [3]],
      ['UPDATE counts SET n = n + 1 WHERE n > $1', [1]],
      ['SELECT n FROM counts ORDER BY n'],
      ['DELETE FROM counts WHERE n = $1 RETURNING n', [4]],
      ['DROP TABLE counts'],
    ];
    const shape = async (client: { query: PgliteClient['query'] }) => {
      const out: unknown[] = [];
      for (const [text, values] of statements) {
        const { command, rowCount, rows } = (await client.query(text, values)) as pg.QueryResult;
        out.push({ command, rowCount, rows });
      }
      return out;
    };
    const liteClient = await pool.connect();
    const realClient = await realPool.connect();
    try {
      const liteShape = await shape(liteClient);
      expect(liteShape).toEqual(await shape(realClient));
      expect(liteShape).toEqual([
        { command: 'CREATE', rowCount: null, rows: [] },
        { command: 'INSERT', rowCount: 3, rows: [] },
        { command: 'UPDATE', rowCount: 2, rows: [] },
        { command: 'SELECT', rowCount: 3, rows: [{ n: 1 }, { n: 3 }, { n: 4 }] },
        { command: 'DELETE', rowCount: 1, rows: [{ n: 4 }] },
        { command: 'DROP', rowCount: null, rows: [] },
      ]);
    } finally {
      liteClient.release();
      realClient.release();
    }
  });

  it('lends the session to one client at a time, first come first served', async () => {
    const first = await pool.connect();
    await first.query('CREATE TABLE IF NOT EXISTS lent (who text)');
    const second = pool.connect();
    const third = pool.connect();
    expect(await settled(second)).toBe(false);

    first.release();
    const secondClient = await second;
    expect(await settled(third)).toBe(false);
    await expect(first.query('SELECT 1')).rejects.toThrow(/released/);
    expect(() => first.release()).toThrow(/already been released/);

    secondClient.release();
    (await third).release();
  });

  it('rolls back a transaction left open by a released client', async () => {
    const holder = await pool.connect();
    await holder.query('BEGIN');
    await holder.query('INSERT INTO lent VALUES ($1)', ['abandoned']);
    holder.release(new Error('gave up'));

    const next = await pool.connect();
    try {
      expect((await next.query('SELECT count(*)::int AS n FROM lent')).rows).toEqual([{ n: 0 }]);
      // Not inside a leftover transaction either: this COMMIT would warn and do nothing.
      await next.query('INSERT INTO lent VALUES ($1)', ['kept']);
      expect((await next.query('SELECT who FROM lent')).rows).toEqual([{ who: 'kept' }]);
    } finally {
      next.release();
    }
  });

  it('supports the callback forms TypeORM uses', async () => {
    const [client, release] = await new Promise<[PgliteClient, (err?: unknown) => void]>(
      (ok, fail) => pool.connect((err, c, r) => (c && r ? ok([c, r]) : fail(err ?? new Error()))),
    );
    const result = await new Promise<pg.QueryResult>((ok, fail) =>
      client.query('SELECT 1 AS one', (err, res) => (err ? fail(err) : ok(res as pg.QueryResult))),
    );
    expect(result.rows).toEqual([{ one: 1 }]);
    const error = await new Promise((ok) => client.query('SELECT nope', (err) => ok(err)));
    expect(error).toMatchObject({ code: '42703' });
    release();
  });

  it('emits notices to client listeners', async () => {
    const client = await pool.connect();
    const notices: string[] = [];
    const listener = (n: { message: string }) => notices.push(n.message);
    client.on('notice', listener);
    try {
      await client.query(`DO $$ BEGIN RAISE NOTICE 'hello %', 42; END $$`);
      expect(notices).toEqual(['hello 42']);
    } finally {
      client.removeListener('notice', listener);
      client.release();
    }
  });

  it('end() waits for the current holder, then closes; later pools reopen', async () => {
    const holder = await pool.connect();
    const ended = pool.end();
    expect(await settled(ended)).toBe(false);
    await expect(pool.connect()).rejects.toThrow(/after calling end/);

    holder.release();
    await ended;

    // memory:// starts empty again: proof the old instance was closed and a new one opened.
    const reopened = new Pool();
    const client = await reopened.connect();
    expect((await client.query(`SELECT to_regclass('lent') AS t`)).rows).toEqual([{ t: null }]);
    client.release();
    await reopened.end();
  });
});
