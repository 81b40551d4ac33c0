import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.setup';
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
  const app = await createApp();
  await app.listen(env().PORT);
  const url = `http://localhost:${env().PORT}`;
  new Logger('Main').log(`Listening on ${url}: consumer app /, admin /admin, API docs /api/docs`);
}

void bootstrap();
