import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, utils } from '@e965/xlsx';
import { Client } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchDataSource } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { binaryBody } from './utils/binary';
import { freePort } from './utils/server-process';

/*
 * DATABASE_REPLICA_URL with a real streaming replica: a PostgreSQL of the test's own (initdb),
 * copied with pg_basebackup and started as a hot standby on another free port, both as the
 * postgres user. The dashboard reads the replica (it shows what the replica has, behind the
 * primary while replay is paused), and the primary again once the replica is gone; so do the
 * exports.
 */
const binDir = readdirSync('/usr/lib/postgresql')
  .map((v) => join('/usr/lib/postgresql', v, 'bin'))
  .find((d) => existsSync(join(d, 'initdb')))!;
// PostgreSQL refuses to run as root: the clusters are the postgres user's.
const asPostgres =
  process.getuid?.() === 0
    ? {
        uid: Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()),
        gid: Number(spawnSync('id', ['-g', 'postgres']).stdout.toString()),
      }
    : {};
const root = mkdtempSync(join(tmpdir(), 'cm-replica-'));
const servers: ChildProcess[] = [];
let t: TestApp;
let primaryUrl: string;
let replicaUrl: string;
let replica: ChildProcess;

function run(bin: string, args: string[]) {
  const res = spawnSync(join(binDir, bin), args, { ...asPostgres, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${bin} failed: ${res.stderr}`);
}

async function postmaster(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    join(binDir, 'postgres'),
    ['-D', dir, '-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1'],
    { ...asPostgres, stdio: 'ignore' },
  );
  servers.push(child);
  for (let i = 0; i < 200; i++) {
    const c = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    try {
      await c.connect();
      await c.end();
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`postgres on ${port} did not start`);
}

async function on<T>(url: string, sql: string): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (asPostgres.uid !== undefined) chownSync(root, asPostgres.uid, asPostgres.gid);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  run('initdb', ['-D', join(root, 'primary'), '-U', 'postgres', '--auth=trust', '--no-sync']);
  await postmaster(join(root, 'primary'), primaryPort);
  await on(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, 'CREATE DATABASE cm_replica');
  primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/cm_replica`;
  const ds = await scratchDataSource(primaryUrl).initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  // -R: a standby that streams from the primary from where the copy ends; -c fast: start now,
  // not after a spread checkpoint (minutes).
  run('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
    ...['-D', join(root, 'replica'), '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
  ]);
  replica = await postmaster(join(root, 'replica'), replicaPort);
  replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/cm_replica`;
  const [{ standby }] = await on<{ standby: boolean }>(
    replicaUrl,
    'SELECT pg_is_in_recovery() AS standby',
  );
  expect(standby).toBe(true);
  t = await createTestApp({ DATABASE_URL: primaryUrl, DATABASE_REPLICA_URL: replicaUrl });
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const s of servers) {
    if (s.exitCode !== null || s.signalCode !== null) continue;
    const exited = new Promise((r) => s.once('exit', r));
    s.kill('SIGQUIT');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

const DAY = '2026-01-05';
const setSignIns = (n: number) =>
  on(
    primaryUrl,
    `INSERT INTO daily_funnel (day, partner_id, product_id, lender_id, sign_ins)
     VALUES ('${DAY}', 0, 0, 0, ${n})
     ON CONFLICT ON CONSTRAINT "PK_daily_funnel" DO UPDATE SET sign_ins = EXCLUDED.sign_ins`,
  );
async function dashboardSignIns(token: string): Promise<number> {
  const res = await t
    .http()
    .get('/api/admin/dashboard')
    .query({ from: DAY, to: DAY })
    .set(bearer(token))
    .expect(200);
  return res.body.data.signIns as number;
}

/** The uploads report as exported (CSV is PostgreSQL's COPY, .xlsx is read in keyset pages). */
async function exportedUploads(token: string, format: 'csv' | 'xlsx'): Promise<string[]> {
  const res = await t
    .http()
    .get('/api/admin/reports/uploads/export')
    .query({ format })
    .set(bearer(token))
    .buffer(true)
    .parse(binaryBody)
    .expect(200);
  const body = res.body as Buffer;
  if (format === 'csv') return body.toString('utf8').split('\n').slice(1).filter(Boolean);
  const sheet = read(body).Sheets.Uploads;
  return utils.sheet_to_json<Record<string, string>>(sheet).map((row) => JSON.stringify(row));
}

it('exports from the replica: an upload made while replay is paused is not in it yet', async () => {
  const { token, admin } = await adminToken(t, 1);
  const upload = (name: string) =>
    on(
      primaryUrl,
      `INSERT INTO uploads (kind, original_name, stored_path, format, size_bytes, sha256,
         uploaded_by_admin_id, status)
       VALUES ('mis', '${name}', '/nowhere', 'csv', 1, encode(sha256('${name}'), 'hex'), ${admin.id}, 'completed')`,
    );
  await upload('before.csv');
  await expect.poll(async () => (await exportedUploads(token, 'csv')).length).toBe(1);

  await on(replicaUrl, 'SELECT pg_wal_replay_pause()');
  await upload('after.csv');
  for (const format of ['csv', 'xlsx'] as const) {
    const rows = await exportedUploads(token, format);
    expect(rows, format).toHaveLength(1);
    expect(rows[0], format).toContain('before.csv');
  }
  await on(replicaUrl, 'SELECT pg_wal_replay_resume()');
  await expect.poll(async () => (await exportedUploads(token, 'csv')).length).toBe(2);
});

it('reads the dashboard on the replica, and on the primary once the replica is gone', async () => {
  const { token } = await adminToken(t, 1);
  await setSignIns(7);
  // The replica has it once replayed.
  await expect.poll(() => dashboardSignIns(token)).toBe(7);

  // Replay paused: the primary moves on, the dashboard still shows what the replica has.
  await on(replicaUrl, 'SELECT pg_wal_replay_pause()');
  await setSignIns(9);
  expect(await dashboardSignIns(token)).toBe(7);
  await on(replicaUrl, 'SELECT pg_wal_replay_resume()');
  await expect.poll(() => dashboardSignIns(token)).toBe(9);

  // The replica stops: the same read is answered from the primary.
  const exited = new Promise((r) => replica.once('exit', r));
  replica.kill('SIGQUIT');
  await exited;
  await setSignIns(11);
  expect(await dashboardSignIns(token)).toBe(11);
});
