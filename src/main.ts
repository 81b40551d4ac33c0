import 'reflect-metadata';
import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { developmentDefaults, env, loadDotEnv, type Env } from './config/env';
import { superviseCopies } from './copies';
import { drainOnSignals } from './shutdown';

/**
 * Where to listen: HOST if set; otherwise loopback only while anyone could sign tokens or read
 * OTPs with the public development settings, so a laptop on a café network does not serve them.
 */
function listenHost(e: Env, log: Logger): string {
  const reasons = developmentDefaults(e);
  if (e.HOST) {
    if (reasons.length > 0 && !['127.0.0.1', '::1', 'localhost'].includes(e.HOST)) {
      log.warn(`Listening on HOST=${e.HOST} with development defaults: ${reasons.join(', ')}`);
    }
    return e.HOST;
  }
  if (reasons.length === 0) return '0.0.0.0'; // every interface
  log.log(
    `Listening on 127.0.0.1 only, because of development defaults (${reasons.join(', ')}); ` +
      'set real secrets and SMS_PROVIDER=msg91, or HOST=0.0.0.0, to listen on every interface',
  );
  return '127.0.0.1';
}

async function bootstrap(): Promise<void> {
  try {
    loadDotEnv();
    env();
  } catch (err) {
    // A bad variable stops start-up here, naming it, before anything else is touched.
    console.error((err as Error).message);
    process.exit(1);
  }
  // The first lines say which database this process runs on.
  const log = new Logger('Main');
  const { DATABASE_URL, EMBEDDED_DB_DIR } = env();
  log.log(
    DATABASE_URL
      ? 'Database: PostgreSQL from DATABASE_URL'
      : `Database: no DATABASE_URL, so the embedded PostgreSQL (PGlite) in ${EMBEDDED_DB_DIR}, migrated and demo-seeded on first start`,
  );
  if (env().MIGRATIONS === 'skip' && cluster.isPrimary)
    log.log(
      'MIGRATIONS=skip: pending migrations are not applied at start (the deploy step runs npm run migration:run)',
    );
  if (env().WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    superviseCopies(env().WEB_CONCURRENCY, log);
    return;
  }
  // The application's modules load only now: a bad setting above is reported, and a supervisor
  // starts its copies, without loading (and holding in memory) what only serving needs.
  const { createApp, createWorker } = await import('./app.setup.js');
  if (env().PROCESS_ROLE === 'worker') {
    await createWorker();
    log.log('Worker: runs the queued jobs (uploads, help requests) from Redis; no HTTP port');
    return;
  }
  const host = listenHost(env(), log);
  const app = await createApp();
  await app.listen(env().PORT, host);
  drainOnSignals(app, env().SHUTDOWN_DRAIN_MS, log);
  const url = `http://localhost:${env().PORT}`;
  const docs = (env().API_DOCS ?? env().NODE_ENV !== 'production') ? ', API docs /api/docs' : '';
  log.log(`Listening on ${url}: consumer app /, admin /admin${docs}`);
  if (env().PROCESS_ROLE === 'api')
    log.log('API only: queued jobs run in PROCESS_ROLE=worker processes');
}

void bootstrap();
