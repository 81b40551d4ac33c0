import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort } from './server-process';

/**
 * A Redis of the test's own on a free port, with no persistence (a restart empties it, as a
 * Redis without AOF or RDB loses its jobs). Never the shared one: restarting that would pull the
 * floor from under every other test file running beside this one.
 */
export interface OwnRedis {
  url: string;
  /** Kills it (SIGKILL) and starts it again, empty, on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cm-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        // not listening yet
      } finally {
        probe.disconnect();
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server on port ${port} did not start`);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await launch();
  return {
    url,
    restart: async () => {
      await kill();
      await launch();
    },
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An SMS gateway (MSG91's JSON) that takes a moment per text and keeps what it was sent: every
 * request, and the first text per client reference (it deduplicates on it, as the campaigns
 * expect of a gateway).
 */
export interface FakeGateway {
  url: string;
  requests: { mobile: string; reference: string }[];
  delivered: Map<string, string>;
  close(): Promise<void>;
}

export async function startFakeGateway(delayMs: number): Promise<FakeGateway> {
  const requests: FakeGateway['requests'] = [];
  const delivered = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const sms = JSON.parse(body) as {
        client_reference?: string;
        recipients: { mobiles: string }[];
      };
      const mobile = sms.recipients[0].mobiles.slice(2);
      const reference = sms.client_reference ?? '';
      requests.push({ mobile, reference });
      if (!delivered.has(reference)) delivered.set(reference, mobile);
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'success', request_id: `r-${requests.length}` }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    requests,
    delivered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
