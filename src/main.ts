import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, createWorker } from './app.setup';
import { env, loadDotEnv } from './config/env';

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
  if (env().PROCESS_ROLE === 'worker') {
    await createWorker();
    log.log('Worker: runs the queued jobs (uploads, help requests) from Redis; no HTTP port');
    return;
  }
  const app = await createApp();
  await app.listen(env().PORT);
  const url = `http://localhost:${env().PORT}`;
  log.log(`Listening on ${url}: consumer app /, admin /admin, API docs /api/docs`);
  if (env().PROCESS_ROLE === 'api')
    log.log('API only: queued jobs run in PROCESS_ROLE=worker processes');
}

void bootstrap();
