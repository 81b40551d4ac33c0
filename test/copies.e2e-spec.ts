import { createServer, type Server } from 'node:net';
import { afterAll, expect, inject, it } from 'vitest';
import { cleanEnv, freePort, startBuiltServer, type RunningServer } from './utils/server-process';

/*
 * WEB_CONCURRENCY: the built server as copies sharing one port (node:cluster), supervised by the
 * first process. Real processes on the run's database and Redis.
 */
const servers: RunningServer[] = [];
let blocker: Server | undefined;

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  blocker?.close();
});

const env = (port: number) =>
  cleanEnv({
    WEB_CONCURRENCY: '2',
    PORT: String(port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.DATABASE_URL!,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_copies`,
    DEMO_SEED: 'false',
  });

/** Waits until the supervisor's output matches `pattern` `times` times; returns the matches. */
async function waitForLines(server: RunningServer, pattern: RegExp, times: number) {
  const global = new RegExp(pattern.source, 'g');
  for (let i = 0; i < 600; i++) {
    const found = [...server.output().matchAll(global)];
    if (found.length >= times) return found;
    if (server.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${times} × ${pattern} in:\n${server.output()}`);
}

const serving = (server: RunningServer, times: number) =>
  waitForLines(server, /Copy (\d+) is serving/, times).then((m) => m.map((x) => Number(x[1])));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ten fresh connections in a row, each answered 200. */
async function answersEveryTime(base: string) {
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
  }
}

it('serves from two copies, replaces a copy that dies, and stops them all on SIGTERM', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startBuiltServer(env(port));
  servers.push(server);
  const [first, second] = await serving(server, 2);
  expect(first).not.toBe(second);
  expect(server.output()).toContain('Running 2 copies of this process on one port');
  await answersEveryTime(base);

  // One copy dies: the other answers every connection, and a new copy takes its place.
  process.kill(first, 'SIGKILL');
  await waitForLines(server, new RegExp(`Copy ${first} exited \\(SIGKILL\\): starting another`), 1);
  await answersEveryTime(base);
  const third = (await serving(server, 3))[2];
  expect([first, second]).not.toContain(third);

  // The other original dies too: the new copy answers alone.
  process.kill(second, 'SIGKILL');
  await waitForLines(server, new RegExp(`Copy ${second} exited`), 1);
  await answersEveryTime(base);

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(alive(third)).toBe(false);
}, 120_000);

it('stops every copy and exits 1 when a copy fails before serving', async () => {
  // The port is taken, so no copy can listen.
  const port = await freePort();
  blocker = createServer().listen(port, '127.0.0.1');
  await new Promise((r) => blocker!.once('listening', r));
  const server = startBuiltServer(env(port));
  servers.push(server);
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/Copy \d+ exited \(code 1\) before serving: stopping every copy/);
  expect(server.output()).not.toMatch(/is serving/);
}, 120_000);
