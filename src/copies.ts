import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '@nestjs/common';

const RESTART_DELAY_MS = 1_000;

/**
 * WEB_CONCURRENCY above 1: this process only supervises that many copies of itself (node:cluster),
 * which share its port; the supervisor accepts each connection and hands it to the next copy in
 * turn. The copies share nothing but PostgreSQL and Redis, like api processes on separate hosts
 * (the in-memory reads are kept true by the database's change notices: README, "Consumer journey
 * API", Speed).
 *
 * A copy that dies after it began serving is replaced a second later. One that dies before it
 * listens would only fail again (a bad database, a busy port): every copy is stopped and the
 * supervisor exits 1, for the host's own supervisor (systemd, Kubernetes) to see. SIGTERM and
 * SIGINT stop every copy (each drains and closes as a single process would: src/shutdown.ts),
 * then the supervisor exits 0.
 */
export function superviseCopies(count: number, log: Logger): void {
  const copies = new Map<Worker, { serving: boolean }>();
  let stopping = false;

  const start = () => {
    const copy = cluster.fork();
    copies.set(copy, { serving: false });
    copy.once('listening', () => {
      copies.get(copy)!.serving = true;
      log.log(`Copy ${copy.process.pid} is serving`);
    });
  };
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const copy of copies.keys()) copy.process.kill(signal);
  };

  cluster.on('exit', (copy, code, signal) => {
    const { serving } = copies.get(copy) ?? { serving: false };
    copies.delete(copy);
    if (stopping) {
      if (copies.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const how = signal ?? `code ${code}`;
    if (!serving) {
      log.error(`Copy ${copy.process.pid} exited (${how}) before serving: stopping every copy`);
      process.exitCode = 1;
      if (copies.size === 0) process.exit(1);
      stopAll('SIGTERM');
      return;
    }
    log.error(`Copy ${copy.process.pid} exited (${how}): starting another`);
    setTimeout(() => !stopping && start(), RESTART_DELAY_MS);
  });
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));

  for (let i = 0; i < count; i++) start();
  log.log(`Running ${count} copies of this process on one port (WEB_CONCURRENCY)`);
}
