import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { resetEnvCache } from '../../src/config/env';

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  close: () => Promise<void>;
  /** Every route Fastify was given from app.init() on (`METHOD /path`): the controllers' routes. */
  routes: string[];
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
    const fastify = (app as NestFastifyApplication).getHttpAdapter().getInstance();
    const routes: string[] = [];
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    await app.init();
    // Fastify routes requests only once ready (listen() would wait for it).
    await fastify.ready();
    // listen() ends Nest's start-up log buffer (bufferLogs); the tests never listen, and without
    // this every Nest Logger line (errors, TypeORM) would stay buffered and never reach the log.
    app.flushLogs();
    return {
      app,
      http: () => request(app.getHttpServer()),
      dataSource: app.get(DataSource),
      close: () => app.close(),
      routes,
    };
  } finally {
    process.env = saved;
    resetEnvCache();
  }
}
