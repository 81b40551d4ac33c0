import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import { createLender } from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import {
  newConsumer,
  personalForm,
  withProfile,
  type SignedInConsumer,
  handOff as handOffWithKfs,
} from './utils/consumer';
import { seedDemoData } from './utils/demo';
import { FakeLender } from './utils/fake-lender';

const API_KEY = 'il-test-key-0123456789';

/**
 * IndiaLends' OTP step after a hand-off, against a fake lender speaking the documented contract:
 * the lender texts its OTP to the consumer's mobile, a wrong one says how many tries are left,
 * the right one is recorded with the lender's reference, too many wrong ones reject; the lender
 * down or talking nonsense is a clear 503 or 502; other lenders have no OTP step.
 */
describe('lender OTP step (/indialends-otp)', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  const lender = new FakeLender();

  const handOff = async (c: SignedInConsumer, urlKey = 'indialends') => {
    await withProfile(t, c, 'personal', personalForm());
    await t.http().get('/api/offers').set(c.auth).expect(200);
    const res = await handOffWithKfs(t, c, urlKey);
    return res.body.data as { transactionId: string; otpStep: boolean };
  };
  const step = (id: string, action = '') => `/api/lender-otp/${id}${action}`;
  const row = (id: string) => t.dataSource.getRepository(LenderTransaction).findOneByOrFail({ id });

  beforeAll(async () => {
    db = await createScratchDatabase('cm_lender_otp');
    t = await createTestApp({
      DATABASE_URL: db.url,
      INDIALENDS_API_URL: await lender.start(),
      INDIALENDS_API_KEY: API_KEY,
    });
    await seedDemoData(t.dataSource);
    await createLender(t.dataSource, { name: 'IndiaLends', urlKey: 'indialends' });
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await lender.stop();
  });

  it('sends the OTP to the consumer’s mobile, confirms the right one and records the reference', async () => {
    const c = await newConsumer(t);
    const { transactionId, otpStep } = await handOff(c);
    expect(otpStep).toBe(true);
    await expect(t.http().get(step(transactionId)).expect(200)).resolves.toMatchObject({
      body: { lender: 'IndiaLends', status: 'waiting', reference: null },
    });

    const sent = await t.http().post(step(transactionId, '/send')).expect(200);
    expect(sent.body).toMatchObject({ status: 'waiting', resendAfterSeconds: 30 });
    const request = lender.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const session = await t.http().get('/api/auth/session').set(c.auth).expect(200);
    expect(lender.sent(transactionId)!.mobile).toBe(session.body.phoneNumber);
    expect((await row(transactionId)).status).toBe('otp_sent');

    const wrong = lender.sent(transactionId)!.code === '111111' ? '222222' : '111111';
    await expect(
      t.http().post(step(transactionId, '/verify')).send({ otp: wrong }).expect(200),
    ).resolves.toMatchObject({ body: { status: 'incorrect', attemptsLeft: 2 } });

    const right = await t
      .http()
      .post(step(transactionId, '/verify'))
      .send({ otp: lender.sent(transactionId)!.code })
      .expect(200);
    const reference = `IL-${transactionId.slice(0, 8).toUpperCase()}`;
    expect(right.body).toEqual({ status: 'confirmed', reference });
    expect(await row(transactionId)).toMatchObject({
      status: 'otp_confirmed',
      lenderReference: reference,
    });

    // Confirmed is final: asked again, the lender is not called.
    const calls = lender.requests.length;
    await t.http().post(step(transactionId, '/verify')).send({ otp: '000000' }).expect(200);
    const state = await t.http().get(step(transactionId)).expect(200);
    expect(state.body).toEqual({ lender: 'IndiaLends', status: 'confirmed', reference });
    await t.http().post(step(transactionId, '/send')).expect(200);
    expect(lender.requests.length).toBe(calls);
  });

  it('refuses the OTP step once the consumer asked for erasure', async () => {
    const c = await newConsumer(t);
    const { transactionId } = await handOff(c);
    await t.http().post('/api/privacy/erasure').set(c.auth).send({}).expect(200);
    for (const action of ['/send', '/verify']) {
      const res = await t.http().post(step(transactionId, action)).send({ otp: '123456' });
      expect([action, res.status, res.body.code]).toEqual([action, 403, 'ERASURE_REQUESTED']);
    }
    expect(lender.sent(transactionId)).toBeUndefined();
  });

  it('rejects after too many wrong OTPs, and says when a code has expired', async () => {
    const { transactionId } = await handOff(await newConsumer(t));
    await t.http().post(step(transactionId, '/send')).expect(200);
    lender.expire(transactionId);
    await expect(
      t.http().post(step(transactionId, '/verify')).send({ otp: '123456' }).expect(200),
    ).resolves.toMatchObject({ body: { status: 'expired' } });

    await t.http().post(step(transactionId, '/send')).expect(200);
    const code = lender.sent(transactionId)!.code;
    const wrong = code === '999999' ? '888888' : '999999';
    const verdicts: unknown[] = [];
    for (let i = 0; i < 3; i++)
      verdicts.push(
        (await t.http().post(step(transactionId, '/verify')).send({ otp: wrong }).expect(200)).body,
      );
    expect(verdicts).toEqual([
      { status: 'incorrect', attemptsLeft: 2 },
      { status: 'incorrect', attemptsLeft: 1 },
      { status: 'rejected', message: 'Too many wrong OTPs. Apply again after 24 hours.' },
    ]);
    expect((await row(transactionId)).status).toBe('otp_rejected');
    // Even the right code no longer confirms it.
    await expect(
      t.http().post(step(transactionId, '/verify')).send({ otp: code }).expect(200),
    ).resolves.toMatchObject({ body: { status: 'rejected' } });
  });

  it('answers 503 when the lender is down or silent, 502 when it answers outside the contract', async () => {
    const { transactionId } = await handOff(await newConsumer(t));
    for (const [mode, status, code] of [
      ['http-500', 503, 'LENDER_UNREACHABLE'],
      ['drop', 503, 'LENDER_UNREACHABLE'],
      ['garbage', 502, 'LENDER_ANSWER_INVALID'],
    ] as const) {
      lender.mode = mode;
      const res = await t.http().post(step(transactionId, '/send')).expect(status);
      expect(res.body.code).toBe(code);
      const verify = await t
        .http()
        .post(step(transactionId, '/verify'))
        .send({ otp: '123456' })
        .expect(status);
      expect(verify.body.code).toBe(code);
    }
    lender.mode = 'ok';
    // Nothing was recorded from the failures: the step still waits.
    expect((await row(transactionId)).status).toBe('redirected');
    await t.http().post(step(transactionId, '/send')).expect(200);
  });

  it('has no OTP step for other lenders, unknown hand-offs, or malformed input', async () => {
    const { transactionId, otpStep } = await handOff(await newConsumer(t), 'cashe');
    expect(otpStep).toBe(false);
    for (const path of [step(transactionId), step('8f14e45f-ceea-467f-a0e6-5e1b2b0d8a11')]) {
      const res = await t.http().get(path).expect(404);
      expect(res.body.code).toBe('LENDER_OTP_NOT_FOUND');
    }
    await t.http().post(step('not-a-uuid', '/send')).expect(400);
    const { transactionId: il } = await handOff(await newConsumer(t));
    for (const [otp, code] of [
      ['12', 'LENDER_OTP_FORMAT_INVALID'],
      ['123456789', 'LENDER_OTP_FORMAT_INVALID'],
      ['abcdef', 'LENDER_OTP_FORMAT_INVALID'],
      [123456, 'LENDER_OTP_FORMAT_INVALID'],
      ['12\u000034', 'TEXT_HAS_NUL'],
    ])
      expect((await t.http().post(step(il, '/verify')).send({ otp }).expect(400)).body.code).toBe(
        code,
      );
    // None of it reached the lender.
    expect(lender.requests.some((r) => r.url.includes(il))).toBe(false);
  });
});
