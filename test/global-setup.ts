import { execSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { TestProject } from 'vitest/node' with { 'resolution-mode': 'import' };
import { buildDataSourceOptions } from '../src/database/typeorm-options';
import { scanLogFile } from './utils/log-scan';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file clones its own from (see setup-env.ts). */
    templateDatabase: string;
    serverUrl: string;
    redisUrl: string;
    queuePrefix: string;
    logFile: string;
  }
}

const serverUrl =
  process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function newestMtime(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) =>
      e.isDirectory() ? newestMtime(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs,
    ),
  );
}

/** True when `built` is missing or one of `sources` (files or folders) is newer than it. */
function buildIsStale(built: string, sources: string[]): boolean {
  if (!existsSync(built)) return true;
  const newest = Math.max(
    ...sources
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return newest > statSync(built).mtimeMs;
}

/**
 * Once per `npm test`: a PostgreSQL database with every migration applied, which each test file
 * clones into a database of its own (so files run in parallel without seeing each other's rows),
 * a Redis key prefix of its own, and the built UIs (the served-UI tests need them).
 */
export default async function setup(project: TestProject) {
  const root = join(__dirname, '..');
  // Every tier runs this setup, and CI has built everything just before: each build runs only
  // when a source is newer than its output (a type check of the server alone takes ~20 s).
  // Both apps and the server use the contracts package (error codes, role table, patterns).
  const contracts = join(root, 'packages', 'contracts', 'src');
  // The start-up tests run the built server.
  const serverSources = ['src', 'migrations', 'scripts', 'tsconfig.json', 'tsconfig.build.json'];
  if (
    buildIsStale(join(root, 'dist', '.tsbuildinfo'), [
      contracts,
      ...serverSources.map((p) => join(root, p)),
    ])
  )
    execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
  // The build's own steps too: the compression of every UI, the consumer app's prerender.
  const buildScripts = [join(root, 'scripts', 'precompress.mjs')];
  for (const ui of ['admin-ui', 'consumer-ui']) {
    const uiSources = ['src', 'index.html', 'package.json', 'scripts'].map((p) =>
      join(root, ui, p),
    );
    if (
      buildIsStale(join(root, ui, 'dist', 'index.html'), [contracts, ...buildScripts, ...uiSources])
    )
      execSync(`npm run build -w ${ui}`, { cwd: root, stdio: 'inherit' });
  }

  const run = `${Date.now().toString(36)}_${process.pid}`;
  const dbName = `cm_test_${run}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${dbName}`);

  const ds = new DataSource(
    buildDataSourceOptions({
      url: databaseUrl,
      ssl: false,
      sslCa: undefined,
      poolSize: 2,
      embeddedDir: '',
      demoSeed: false,
    }),
  );
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();

  const queuePrefix = `cmtest_${run}`;
  project.provide('templateDatabase', dbName);
  project.provide('serverUrl', serverUrl);
  project.provide('redisUrl', redisUrl);
  project.provide('queuePrefix', queuePrefix);
  // Every app the tests boot logs here (and the spawned servers' output is appended); the scan
  // below fails the run if a PAN, birth date, OTP or password the tests sent got into it.
  const logFile = join(tmpdir(), `cm-test-${run}.log`);
  project.provide('logFile', logFile);

  return async () => {
    const c = new Client({ connectionString: serverUrl });
    await c.connect();
    // The template, and any file's clone that its file did not drop (a crashed worker).
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'",
      [dbName],
    );
    for (const { datname } of rows)
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await c.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${queuePrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();

    const leaks = scanLogFile(logFile);
    if (leaks.length) {
      // Vitest reports an error thrown here but still exits 0: set the exit code ourselves.
      process.exitCode = 1;
      throw new Error(
        `The server logs of this run hold personal data or credentials (log kept at ${logFile}):\n${leaks.slice(0, 20).join('\n')}`,
      );
    }
    rmSync(logFile, { force: true });
    rmSync(`${logFile}.secrets`, { force: true });
  };
}
