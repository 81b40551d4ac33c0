import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { afterAll, expect, it } from 'vitest';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { resetEnvCache } from '../src/config/env';
import { InProcessBackend } from '../src/queue/in-process.backend';
import { QueueService } from '../src/queue/queue.service';
import { createAdminUser, createLender, createUpload } from './factories';
import { csv } from './utils/spreadsheets';

/*
 * Without Redis, jobs run in the server's process and die with it: an upload it was processing
 * stays 'processing'. The next start queues it again, and the job continues after its checkpoint.
 */
const dir = mkdtempSync(join(tmpdir(), 'cm-requeue-'));
let app: NestFastifyApplication | undefined;

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('re-queues an upload left processing by a dead in-process worker, and it completes', async () => {
  resetEnvCache();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot()] })
    // The in-process backend itself, as when no Redis answers (REDIS_URL would pick Bull).
    .overrideProvider(QueueService)
    .useValue(new QueueService(new InProcessBackend()))
    .compile();
  app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
    bodyParser: false,
  });
  const ds = app.get(DataSource);

  // What the dead process left: a 5-row MIS file, its first two rows committed with the checkpoint.
  const lender = await createLender(ds);
  const admin = await createAdminUser(ds);
  const id = randomUUID();
  const path = join(dir, `${id}.csv`);
  writeFileSync(
    path,
    csv([
      ['lender', 'lead_id', 'lead_status'],
      ...[1, 2, 3, 4, 5].map((i) => [lender.name, `requeue-${i}`, 'Login']),
    ]),
  );
  await createUpload(ds, {
    id,
    kind: 'mis',
    format: 'csv',
    storedPath: path,
    uploadedByAdminId: admin.id,
    status: 'processing',
    rowsTotal: 5,
    rowsDone: 2,
    rowsUpdated: 2,
    jobId: id,
  });
  await ds.query(
    `INSERT INTO mis_records (upload_id, row_number, lender_id, lender_lead_id, lead_status, raw)
     VALUES ($1, 2, $2, 'requeue-1', 'Login', '{}'), ($1, 3, $2, 'requeue-2', 'Login', '{}')`,
    [id, lender.id],
  );

  await (await configureApp(app)).init();

  let upload: { status: string; rows_done: number; rows_updated: number } | undefined;
  for (let i = 0; i < 100 && upload?.status !== 'completed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    [upload] = await ds.query('SELECT status, rows_done, rows_updated FROM uploads WHERE id = $1', [
      id,
    ]);
  }
  expect(upload).toEqual({ status: 'completed', rows_done: 5, rows_updated: 5 });
  const leads = await ds.query(
    'SELECT lender_lead_id FROM mis_records WHERE upload_id = $1 ORDER BY row_number',
    [id],
  );
  expect(leads.map((l: { lender_lead_id: string }) => l.lender_lead_id)).toEqual([
    'requeue-1',
    'requeue-2',
    'requeue-3',
    'requeue-4',
    'requeue-5',
  ]);
});
