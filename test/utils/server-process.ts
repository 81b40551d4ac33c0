import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
export const builtMain = join(root, 'dist', 'src', 'main.js');
export const builtSeed = join(root, 'dist', 'src', 'database', 'seed-demo.js');
/** `npm run migration:run` without its build step. */
export const migrationRunArgs = [
  join(root, 'node_modules', 'typeorm', 'cli.js'),
  '-d',
  join(root, 'dist', 'src', 'database', 'data-source.js'),
  'migration:run',
];

/** The pids of a process's children (Linux /proc). */
export function childrenOf(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The environment of a shell with none of this test run's database or Redis settings. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  return { ...env, ...extra };
}

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Runs the built server (`node dist/src/main.js`) as `npm start` would, collecting its output. */
export function startBuiltServer(env: NodeJS.ProcessEnv, cwd = root): RunningServer {
  return startNode([builtMain], env, cwd);
}

/** Runs `node <args>` in the project (e.g. the built seed or the TypeORM CLI), collecting its output. */
export function startNode(args: string[], env: NodeJS.ProcessEnv, cwd = root): RunningServer {
  const child = spawn(process.execPath, args, {
    cwd,
    // Stopping a test's server need not wait for a load balancer (test/fleet/drain.e2e-spec.ts does).
    env: { SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      // The run's log scan (test/global-setup.ts) reads spawned servers' output too.
      if (process.env.LOG_FILE) appendFileSync(process.env.LOG_FILE, out);
      resolve(code);
    }),
  );
  return {
    child,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls a URL until it answers 200; returns the milliseconds it took. */
export async function waitForOk(
  url: string,
  server: RunningServer,
  timeoutMs = 90_000,
): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return Date.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not healthy within ${timeoutMs} ms:\n${server.output()}`);
}
