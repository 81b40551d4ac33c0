import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { resetEnvCache } from '../../src/config/env';

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  close: () => Promise<void>;
}

/**
 * Boots the whole app as main.ts does (NestFactory, so the served UIs are there too) on the run's
 * database and Redis. Call once per file (beforeAll) and close it in afterAll.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, envOverrides);
  resetEnvCache();
  try {
    const app = await createApp();
    await app.init();
    // listen() ends Nest's start-up log buffer (bufferLogs); the tests never listen, and without
    // this every Nest Logger line (errors, TypeORM) would stay buffered and never reach the log.
    app.flushLogs();
    return {
      app,
      http: () => request(app.getHttpServer()),
      dataSource: app.get(DataSource),
      close: () => app.close(),
    };
  } finally {
    process.env = saved;
    resetEnvCache();
  }
}
