import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';
import { newConsumer, type SignedInConsumer } from './utils/consumer';

/** Today in India, as the reports' periods are written. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const plan = (over: Record<string, unknown>) => ({
  type: 'health',
  name: 'Care',
  nameHi: 'केयर',
  minAge: 18,
  maxAge: 65,
  coverMin: 300_000,
  coverMax: 2_500_000,
  premiumFrom: null,
  waitingPeriodMonths: 24,
  minAnnualIncome: null,
  maxVehicleAgeYears: null,
  features: 'Cashless',
  featuresHi: 'कैशलेस',
  redirectUrl: 'https://insurer.example/buy?ref={TRANSACTION_ID}',
  ...over,
});

/**
 * Insurers in the back office (role 1 only, checked and audited) and the consumer's insurance:
 * the eligibility of each type with every insurer considered, in the published order with the
 * reasons of those not matched; the hand-off, only on consent, once; counted in the admin
 * products report and the partner's dashboard.
 */
describe('insurance', () => {
  let t: TestApp;
  let role1: string;
  let consumer: SignedInConsumer;
  const tag = `${Date.now() % 1_000_000}`;
  const ids: Record<string, number> = {};

  const createInsurer = (body: Record<string, unknown>, token = role1) =>
    t.http().post('/api/admin/insurers').set(bearer(token)).send(body);
  const eligibility = (body: Record<string, unknown>, c = consumer) =>
    t.http().post('/api/insurance/eligibility').set(c.auth).send(body);
  const handOff = (id: number, body: Record<string, unknown>, c = consumer) =>
    t.http().post(`/api/insurance/transaction/${id}`).set(c.auth).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    role1 = (await adminToken(t, 1)).token;
    consumer = await newConsumer(t);
    // Names unique to this run: other files may add insurers to the same database.
    const insurers = [
      ['Cheap', [plan({ premiumFrom: 7_000 }), plan({ type: 'motor', maxVehicleAgeYears: 10 })]],
      ['Dear', [plan({ premiumFrom: 12_000 })]],
      ['Unpriced', [plan({})]],
      ['Young only', [plan({ maxAge: 30, premiumFrom: 1 })]],
      ['Term', [plan({ type: 'term_life', coverMax: 50_000_000, minAnnualIncome: 500_000 })]],
    ] as const;
    for (const [name, plans] of insurers) {
      const res = await createInsurer({
        name: `${name} ${tag}`,
        legalName: `${name} Insurance Company Limited`,
        irdaiRegistration: `DEMO-IRDAI-${name.length}`,
        claimSettlementRatio: 95.5,
        status: 1,
        plans,
      }).expect(201);
      ids[name] = res.body.id as number;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps insurers for role 1 only, with checked, audited writes', async () => {
    const role2 = (await adminToken(t, 2)).token;
    await t.http().get('/api/admin/insurers').set(bearer(role2)).expect(403);

    const list = await t
      .http()
      .get('/api/admin/insurers')
      .query({ filter: JSON.stringify({ q: tag, type: 'motor' }) })
      .set(bearer(role1))
      .expect(200);
    expect(list.body.map((i: { name: string }) => i.name)).toEqual([`Cheap ${tag}`]);
    expect(list.body[0]).toMatchObject({
      products: ['health', 'motor'],
      claimSettlementRatio: 95.5,
    });

    const bad = await createInsurer({
      name: `Bad ${tag}`,
      legalName: 'Bad Insurance Limited',
      irdaiRegistration: 'DEMO-1',
      claimSettlementRatio: null,
      status: 1,
      plans: [plan({ minAge: 40, maxAge: 30 }), plan({ coverMin: -5 })],
    }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'plans.1.coverMin', code: 'FIELD_WHOLE_NUMBER_RANGE' }),
      ]),
    );
    const range = await createInsurer({
      name: `Bad ${tag}`,
      legalName: 'Bad Insurance Limited',
      irdaiRegistration: 'DEMO-1',
      claimSettlementRatio: null,
      status: 1,
      plans: [plan({ minAge: 40, maxAge: 30 }), plan({})],
    }).expect(400);
    expect(range.body.errors).toEqual([
      expect.objectContaining({ field: 'plans.0.maxAge', code: 'INSURER_PLAN_RANGE' }),
      expect.objectContaining({ field: 'plans.1.type', code: 'INSURER_PLAN_REPEATED' }),
    ]);
    expect(range.body.message).toBe('The minimum age must not be more than the maximum');
    const taken = await createInsurer({
      name: `Dear ${tag}`,
      legalName: 'Dear Insurance',
      irdaiRegistration: 'DEMO-2',
      status: 1,
      plans: [],
    }).expect(409);
    expect(taken.body.code).toBe('INSURER_NAME_TAKEN');

    const current = await t
      .http()
      .get(`/api/admin/insurers/${ids.Dear}`)
      .set(bearer(role1))
      .expect(200);
    const { id: _id, products: _p, createdAt: _c, updatedAt: _u, ...editable } = current.body;
    await t
      .http()
      .put(`/api/admin/insurers/${ids.Dear}`)
      .set(bearer(role1))
      .send({ ...editable, legalName: 'Dear Insurance Co. Ltd' })
      .expect(200);
    const [audit] = await t.dataSource.query(
      `SELECT property, old_value, new_value FROM audit_logs
        WHERE entity = 'insurers' AND entity_id = $1 AND action = 'update'`,
      [String(ids.Dear)],
    );
    expect(audit).toMatchObject({ property: 'legalName', new_value: 'Dear Insurance Co. Ltd' });
    await t.http().get('/api/admin/insurers/999999').set(bearer(role1)).expect(404);
  });

  it('considers every insurer offering the type: matched by premium then name, then the rest', async () => {
    const res = await eligibility({ type: 'health', age: 35, cover: 500_000 }).expect(200);
    expect(res.body.rule).toBe('premium_then_name');
    const mine = (res.body.insurers as { name: string; matched: boolean; reasons: string[] }[])
      .filter((i) => i.name.endsWith(tag))
      .map((i) => [i.name.replace(` ${tag}`, ''), i.matched, i.reasons]);
    expect(mine).toEqual([
      ['Cheap', true, []],
      ['Dear', true, []],
      ['Unpriced', true, []],
      ['Young only', false, ['age']],
    ]);
    // Key facts come with every insurer considered; the insurer's address only on hand-off.
    expect(res.body.insurers[0]).toMatchObject({
      legalName: expect.any(String),
      irdaiRegistration: expect.any(String),
      plan: { waitingPeriodMonths: expect.any(Number) },
    });
    expect(res.body.insurers[0].plan).not.toHaveProperty('redirectUrl');

    const over = await eligibility({ type: 'health', age: 35, cover: 3_000_000 }).expect(200);
    const cheap = over.body.insurers.find((i: { name: string }) => i.name === `Cheap ${tag}`);
    expect(cheap).toMatchObject({ matched: false, reasons: ['cover_above'] });
  });

  it('asks each type its own questions', async () => {
    const term = await eligibility({ type: 'term_life', age: 30, cover: 10_000_000 }).expect(400);
    expect(term.body.errors[0]).toMatchObject({ field: 'annualIncome' });
    const poor = await eligibility({
      type: 'term_life',
      age: 30,
      cover: 10_000_000,
      annualIncome: 400_000,
    }).expect(200);
    expect(
      poor.body.insurers.find((i: { name: string }) => i.name === `Term ${tag}`),
    ).toMatchObject({ matched: false, reasons: ['income'] });
    await eligibility({ type: 'motor', age: 30, cover: 500_000 }).expect(400);
    const old = await eligibility({
      type: 'motor',
      age: 30,
      cover: 500_000,
      vehicleAgeYears: 12,
    }).expect(200);
    expect(
      old.body.insurers.find((i: { name: string }) => i.name === `Cheap ${tag}`),
    ).toMatchObject({ matched: false, reasons: ['vehicle_age'] });
    const unknown = await eligibility({ type: 'pet', age: 30, cover: 1 }).expect(400);
    expect(unknown.body.code).toBe('OPTION_INVALID');
    // The consent notice comes first, as on every consumer route.
    const fresh = await newConsumer(t, { consent: false });
    const refused = await eligibility({ type: 'health', age: 35, cover: 500_000 }, fresh);
    expect(refused.body.code).toBe('CONSENT_REQUIRED');
  });

  it('hands off once, on consent, to a matched insurer, counted in the reports', async () => {
    const { token: partner, user } = await partnerToken(t, await createPartnerUser(t.dataSource));
    await t.dataSource.query(`UPDATE prospect_applications SET partner_id = $1 WHERE id = $2`, [
      user.partnerId,
      consumer.prospectAppId,
    ]);
    const day = { from: today(), to: today() };
    const insRow = async () => {
      const res = await t
        .http()
        .get('/api/admin/reports/products')
        .query(day)
        .set(bearer(role1))
        .expect(200);
      return (res.body.data as { product: string; handedOff: number; offersShown: number }[]).find(
        (r) => r.product === 'INS',
      )!;
    };
    const before = await insRow();

    // The list shown is the product's offers shown, as a loan's offers list is.
    const answers = { type: 'health', age: 35, cover: 500_000 };
    await eligibility(answers).expect(200);
    expect((await insRow()).offersShown).toBe(before.offersShown + 1);
    const noConsent = await handOff(ids.Cheap, { ...answers, consent: false }).expect(400);
    expect(noConsent.body.code).toBe('INSURANCE_CONSENT_REQUIRED');
    const notMatched = await handOff(ids['Young only'], { ...answers, consent: true }).expect(400);
    expect(notMatched.body).toMatchObject({
      code: 'INSURER_NOT_MATCHED',
      params: { reasons: 'age' },
    });
    await handOff(999_999, { ...answers, consent: true }).expect(404);

    const first = await handOff(ids.Cheap, { ...answers, consent: true }).expect(200);
    expect(first.body).toMatchObject({ insurerId: ids.Cheap, type: 'health' });
    expect(first.body.redirectUrl).toBe(
      `https://insurer.example/buy?ref=${first.body.transactionId as string}`,
    );
    const again = await handOff(ids.Cheap, { ...answers, consent: true }).expect(200);
    expect(again.body.transactionId).toBe(first.body.transactionId);

    const rows = await t.dataSource.query(
      `SELECT t.partner_id, t.key_facts ->> 'irdaiRegistration' AS irdai, c.purpose, c.channel
         FROM insurance_transactions t JOIN consent_records c ON c.id = t.consent_record_id
        WHERE t.user_id = $1`,
      [consumer.userId],
    );
    expect(rows).toEqual([
      {
        partner_id: user.partnerId,
        irdai: 'DEMO-IRDAI-5',
        purpose: 'insurance_share',
        channel: 'insurance_hand_off',
      },
    ]);
    expect((await insRow()).handedOff).toBe(before.handedOff + 1);
    const listed = await t
      .http()
      .get('/api/admin/reports/hand-offs')
      .query({ filter: JSON.stringify({ product: 'INS', partner_id: user.partnerId }) })
      .set(bearer(role1))
      .expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: first.body.transactionId,
        application_id: null,
        product: 'INS',
        lender: `Cheap ${tag}`,
        status: 'redirected',
      }),
    ]);
    const dashboard = await t
      .http()
      .get('/api/partner/dashboard')
      .query(day)
      .set(bearer(partner))
      .expect(200);
    expect(dashboard.body.data.handedOff).toBe(1);
  });
});
