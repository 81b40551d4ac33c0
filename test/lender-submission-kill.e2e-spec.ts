import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sealSecret } from '../src/modules/lender-integrations/secrets';
import { createLender, createUser, uniqueName } from './factories';
import { scratchDataSource } from './factories/scratch-database';
import { FakeIntegratedLender } from './utils/fake-integrated-lender';
import { recordSecret } from './utils/secrets';
import {
  cleanEnv,
  freePort,
  startBuiltServer,
  waitForOk,
  type RunningServer,
} from './utils/server-process';

/*
 * A hand-off's submission in flight when its worker is killed (SIGKILL) while the lender is still
 * answering, and the server started again: Bull picks the stalled job up, it is sent again with
 * the same Idempotency-Key, and the lender (which deduplicates on it, as the contract asks) has
 * the application once; our side records it accepted once, with the lender's reference.
 */
const SECRETS_KEY = randomBytes(32);
const API_KEY = 'sk_live_KillTest4Hq8Zr2';

let ds: DataSource;
let lender: FakeIntegratedLender;
const servers: RunningServer[] = [];

beforeAll(async () => {
  ds = await scratchDataSource(process.env.DATABASE_URL!).initialize();
  lender = new FakeIntegratedLender();
  recordSecret('lender api key', API_KEY);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await lender?.stop();
  await ds?.destroy();
});

async function start(port: number): Promise<RunningServer> {
  const server = startBuiltServer(
    cleanEnv({
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL!,
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_lender_kill`,
      DEMO_SEED: 'false',
      LENDER_SECRETS_KEY: SECRETS_KEY.toString('hex'),
      LENDER_API_ALLOW_HOSTS: '127.0.0.1',
    }),
  );
  servers.push(server);
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
  return server;
}

it('submits a hand-off exactly once across a killed worker', async () => {
  const url = await lender.start();
  // The first answer outlasts the worker; the one after the restart is prompt.
  lender.script = ['slow', 'ok'];
  lender.slowMs = 60_000;

  // A hand-off to an autosubmission lender as the hand-off commits it: the submission row is
  // what a starting worker queues.
  const target = await createLender(ds, {
    name: uniqueName('KillLender'),
    api: 1,
    autosubmission: 1,
  });
  await ds.query(
    `INSERT INTO lender_integrations (lender_id, api_url, api_key_encrypted, timeout_ms)
     VALUES ($1, $2, $3, 60000)`,
    [target.id, url, sealSecret(SECRETS_KEY, API_KEY)],
  );
  const user = await createUser(ds);
  const [{ id: appId }] = await ds.query(
    `WITH p AS (INSERT INTO prospect_applications (user_id) VALUES ($1) RETURNING id)
     INSERT INTO applications (prospect_app_id, user_id, product_id, lender_id, status)
     SELECT p.id, $1, (SELECT id FROM products WHERE code = 'PL'), $2, 'sent_to_lender' FROM p
     RETURNING id`,
    [user.id, target.id],
  );
  const [{ id: tid }] = await ds.query(
    `INSERT INTO lender_transactions (application_id, lender_id, status, request_payload)
     VALUES ($1, $2, 'initiated', '{"kfs": {"number": "KFS-KILLTEST", "sha256": "00"}}')
     RETURNING id`,
    [appId, target.id],
  );
  await ds.query(
    `INSERT INTO lender_submissions (transaction_id, lender_id, status) VALUES ($1, $2, 'queued')`,
    [tid, target.id],
  );

  const port = await freePort();
  const first = await start(port);
  for (let i = 0; i < 600 && lender.requests.length === 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(lender.requests).toHaveLength(1);
  first.child.kill('SIGKILL');
  await first.exited;

  await start(port);
  const submission = async () =>
    (
      await ds.query('SELECT status, attempts FROM lender_submissions WHERE transaction_id = $1', [
        tid,
      ])
    )[0] as { status: string; attempts: number };
  let state = await submission();
  for (let i = 0; i < 900 && state.status !== 'accepted'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    state = await submission();
  }
  expect(state).toEqual({ status: 'accepted', attempts: 2 });
  expect(lender.requests.map((r) => r.headers['idempotency-key'])).toEqual([tid, tid]);
  expect(lender.requests[1].headers.authorization).toBe(`Bearer ${API_KEY}`);
  expect(lender.accepted.size).toBe(1);
  const [t] = await ds.query(
    'SELECT status, lender_reference FROM lender_transactions WHERE id = $1',
    [tid],
  );
  expect(t).toEqual({ status: 'submitted', lender_reference: lender.accepted.get(tid) });
});
