import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import { ProspectApplication } from '../src/modules/applications/prospect-application.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { Commission } from '../src/modules/revenue/commission.entity';
import { User } from '../src/modules/users/user.entity';
import type { JourneyEventType } from '@marketplace/contracts';
import {
  createApplication,
  createLender,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUpload,
  createUser,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, consumerToken, partnerToken } from './utils/auth';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * GET /api/partner/dashboard: every figure against records worked out by hand, the India-time
 * day boundaries, the previous period, the date checks, and one partner never seeing another's.
 */
describe('partner dashboard', () => {
  let t: TestApp;
  let acme: Partner;
  let other: Partner;
  let acmeToken: string;
  let otherToken: string;

  const dashboard = (token: string, from: string, to: string) =>
    t.http().get('/api/partner/dashboard').query({ from, to }).set(bearer(token));

  /** A journey step of `partner`'s consumer written as if at `at` (first: a first choice or save). */
  async function step(
    type: JourneyEventType,
    partner: Partner,
    userId: number,
    at: Date,
    first = false,
  ) {
    await t.dataSource.query(
      `INSERT INTO journey_events (type, user_id, product_id, partner_id, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        type,
        userId,
        type === 'signed_in' ? null : 1,
        partner.id,
        first ? '{"first": true}' : null,
        at,
      ],
    );
  }

  /** A consumer who signed in through `partner` at `at`. */
  async function lead(partner: Partner, at: Date, user: Partial<User> = {}) {
    const consumer = await createUser(t.dataSource, user);
    const prospect = await createProspectApplication(t.dataSource, {
      userId: consumer.id,
      partnerId: partner.id,
    });
    await t.dataSource.getRepository(ProspectApplication).update(prospect.id, { createdAt: at });
    await step('signed_in', partner, consumer.id, at);
    return { consumer, prospect };
  }

  async function application(prospectAppId: string, at: Date, values: Partial<Application>) {
    const app = await createApplication(t.dataSource, { prospectAppId });
    await t.dataSource.getRepository(Application).update(app.id, { ...values, createdAt: at });
    return app;
  }

  async function commission(applicationId: string, lenderId: number, payout: string, day: string) {
    const upload = await createUpload(t.dataSource, { kind: 'commission', status: 'completed' });
    await t.dataSource.getRepository(Commission).insert({
      uploadId: upload.id,
      rowNumber: 2,
      lenderId,
      applicationId,
      payoutAmount: payout,
      disbursedAt: day,
      raw: {},
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource, { revenuePercent: '1.250', revenueFlatFee: '100.00' });
    other = await createPartner(t.dataSource, { revenuePercent: '2.000', revenueFlatFee: '0.00' });
    acmeToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: acme.id }))
    ).token;
    otherToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: other.id }))
    ).token;
    const lender = await createLender(t.dataSource);

    // October 2026, India time. The first instant of the month counts; the last one of September
    // belongs to the previous period; the first one of November to neither.
    const first = await lead(acme, ist('2026-10-01T00:00:00'), { plCompleted: 1 });
    await lead(acme, ist('2026-09-30T23:59:59'));
    const last = await lead(acme, ist('2026-10-31T23:59:59'));
    await lead(acme, ist('2026-11-01T00:00:00'));
    // The same consumer signing in again is another sign-in, but no new lead.
    await step('signed_in', acme, first.consumer.id, ist('2026-10-15T12:00:00'));
    // The first consumer chooses a personal loan, saves its profile, sees offers; so does the
    // last one, who does not save the profile.
    await step('product_chosen', acme, first.consumer.id, ist('2026-10-05T09:00:00'), true);
    await step('profile_saved', acme, first.consumer.id, ist('2026-10-05T09:30:00'), true);
    await step('offers_shown', acme, first.consumer.id, ist('2026-10-06T10:00:00'));
    await step('product_chosen', acme, last.consumer.id, ist('2026-10-31T20:00:00'), true);
    await step('offers_shown', acme, last.consumer.id, ist('2026-10-31T21:00:00'));

    // The first consumer's loan goes the whole way in October.
    const won = await application(first.prospect.id, ist('2026-10-05T10:00:00'), {
      offersShownAt: ist('2026-10-06T10:00:00'),
      sanctionedAt: ist('2026-10-20T10:00:00'),
      disbursedAt: ist('2026-10-25T10:00:00'),
      disbursedAmount: '150000.00',
      lenderId: lender.id,
    });
    for (const at of ['2026-10-07T10:00:00', '2026-10-08T10:00:00']) {
      const handOff = await t.dataSource.getRepository(LenderTransaction).save(
        Object.assign(new LenderTransaction(), {
          applicationId: won.id,
          lenderId: lender.id,
          status: 'redirected',
        }),
      );
      await t.dataSource
        .getRepository(LenderTransaction)
        .update(handOff.id, { createdAt: ist(at) });
    }
    // Two commission lines (two revenue types) of one case: 3,000 + 1,000.
    await commission(won.id, lender.id, '3000.00', '2026-10-25');
    await commission(won.id, lender.id, '1000.00', '2026-10-25');
    // The last consumer saw offers but has not completed the profile.
    await application(last.prospect.id, ist('2026-10-31T20:00:00'), {
      offersShownAt: ist('2026-10-31T21:00:00'),
    });

    // September: one disbursal of 50,000 paying 2,000.
    const september = await lead(acme, ist('2026-09-10T10:00:00'));
    const earlier = await application(september.prospect.id, ist('2026-09-10T11:00:00'), {
      disbursedAt: ist('2026-09-15T10:00:00'),
      disbursedAmount: '50000.00',
      lenderId: lender.id,
    });
    await commission(earlier.id, lender.id, '2000.00', '2026-09-15');

    // Another partner's disbursed case in October.
    const theirs = await lead(other, ist('2026-10-10T10:00:00'), { plCompleted: 1 });
    await step('product_chosen', other, theirs.consumer.id, ist('2026-10-10T10:30:00'), true);
    await step('profile_saved', other, theirs.consumer.id, ist('2026-10-10T10:40:00'), true);
    const theirApp = await application(theirs.prospect.id, ist('2026-10-10T11:00:00'), {
      disbursedAt: ist('2026-10-12T10:00:00'),
      disbursedAmount: '99000.00',
      lenderId: lender.id,
    });
    await commission(theirApp.id, lender.id, '5000.00', '2026-10-12');
  });
  afterAll(() => t?.close());

  it('answers every figure of the month and of the month before', async () => {
    const res = await dashboard(acmeToken, '2026-10-01', '2026-10-31').expect(200);
    const { daily, ...figures } = res.body.data as { daily: { date: string }[] };
    expect({ data: figures }).toEqual({
      data: {
        from: '2026-10-01',
        to: '2026-10-31',
        signIns: 3,
        leads: 2,
        profilesCompleted: 1,
        offersShown: 2,
        // Each hand-off counts, the same application's second one too.
        handedOff: 2,
        sanctioned: 1,
        disbursed: 1,
        disbursedAmount: 150000,
        // 1.25 % of the 4,000 paid, and the flat fee of 100 for the one case.
        earnings: 150,
        // Every disbursal has its commission line: nothing is only expected.
        expectedEarnings: 0,
        previous: {
          from: '2026-08-31',
          to: '2026-09-30',
          signIns: 2,
          leads: 0,
          profilesCompleted: 0,
          offersShown: 0,
          handedOff: 0,
          sanctioned: 0,
          disbursed: 1,
          disbursedAmount: 50000,
          // 1.25 % of 2,000, and 100.
          earnings: 125,
          expectedEarnings: 0,
        },
      },
    });
    // One entry per day of the month; the days with something to show:
    expect(daily).toHaveLength(31);
    const day = (date: string, signIns: number, leads: number, handedOff = 0, disbursed = 0) => ({
      date,
      signIns,
      leads,
      handedOff,
      disbursed,
    });
    expect(daily[0]).toEqual(day('2026-10-01', 1, 0));
    const busy = daily.filter((d) => Object.values(d).some((v) => typeof v === 'number' && v > 0));
    expect(busy).toEqual([
      day('2026-10-01', 1, 0),
      day('2026-10-05', 0, 1),
      day('2026-10-07', 0, 0, 1),
      // The second hand-off of the same application, a day later, counts on its day.
      day('2026-10-08', 0, 0, 1),
      day('2026-10-15', 1, 0),
      day('2026-10-25', 0, 0, 0, 1),
      day('2026-10-31', 1, 1),
    ]);
  });

  it('groups the custom funnel: applications of the period and how far each got', async () => {
    const funnel = (group: string) =>
      t
        .http()
        .get('/api/partner/funnel')
        .query({ from: '2026-10-01', to: '2026-10-31', group })
        .set(bearer(acmeToken));
    const byProduct = await funnel('product').expect(200);
    expect(byProduct.body.data).toEqual([
      {
        key: 'PL',
        applications: 2,
        offersShown: 2,
        handedOff: 1,
        sanctioned: 1,
        disbursed: 1,
        disbursedAmount: 150000,
      },
    ]);
    const byDay = await funnel('day').expect(200);
    expect(byDay.body.data.map((r: { key: string }) => r.key)).toEqual([
      '2026-10-05',
      '2026-10-31',
    ]);
    // Weeks start on Monday (India time): 5 October, and 26 October for the 31st.
    const byWeek = await funnel('week').expect(200);
    expect(byWeek.body.data.map((r: { key: string }) => r.key)).toEqual([
      '2026-10-05',
      '2026-10-26',
    ]);
    const byLender = await funnel('lender').expect(200);
    expect(byLender.body.data.map((r: { applications: number }) => r.applications)).toEqual([1, 1]);
    const other = await t
      .http()
      .get('/api/partner/funnel')
      .query({ from: '2026-10-01', to: '2026-10-31', group: 'product' })
      .set(bearer(otherToken))
      .expect(200);
    expect(other.body.data).toEqual([expect.objectContaining({ applications: 1, disbursed: 1 })]);
    const bad = await funnel('city').expect(400);
    expect(bad.body.code).toBe('OPTION_INVALID');
  });

  it('counts a day in India time: the first and last instants of the day belong to it', async () => {
    const first = await dashboard(acmeToken, '2026-10-01', '2026-10-01').expect(200);
    expect(first.body.data).toMatchObject({
      signIns: 1,
      previous: { from: '2026-09-30', signIns: 1 },
    });
    const last = await dashboard(acmeToken, '2026-10-31', '2026-10-31').expect(200);
    expect(last.body.data).toMatchObject({ signIns: 1, leads: 1, offersShown: 1 });
    const next = await dashboard(acmeToken, '2026-11-01', '2026-11-01').expect(200);
    expect(next.body.data.signIns).toBe(1);
  });

  it('shows a partner only its own records', async () => {
    const res = await dashboard(otherToken, '2026-10-01', '2026-10-31').expect(200);
    expect(res.body.data).toMatchObject({
      signIns: 1,
      leads: 1,
      profilesCompleted: 1,
      offersShown: 0,
      disbursed: 1,
      disbursedAmount: 99000,
      // 2 % of 5,000, no flat fee.
      earnings: 100,
    });
  });

  it('refuses dates that are not days, a reversed range and one longer than a year', async () => {
    const notADay = await dashboard(acmeToken, '2026-02-30', '2026-03-01').expect(400);
    expect(notADay.body).toMatchObject({
      code: 'FIELD_DATE',
      errors: [{ field: 'from', code: 'FIELD_DATE' }],
    });
    const missing = await t
      .http()
      .get('/api/partner/dashboard')
      .query({ from: '2026-10-01' })
      .set(bearer(acmeToken))
      .expect(400);
    expect(missing.body.code).toBe('FIELD_DATE');
    const reversed = await dashboard(acmeToken, '2026-10-31', '2026-10-01').expect(400);
    expect(reversed.body).toEqual({
      code: 'DATE_RANGE_INVALID',
      message: 'The start date must be on or before the end date',
    });
    const long = await dashboard(acmeToken, '2025-01-01', '2026-01-02').expect(400);
    expect(long.body).toMatchObject({ code: 'DATE_RANGE_TOO_LONG', params: { maxDays: 366 } });
    await dashboard(acmeToken, '2024-01-01', '2024-12-31').expect(200);
  });

  it('is for partner tokens only', async () => {
    await t
      .http()
      .get('/api/partner/dashboard')
      .query({ from: '2026-10-01', to: '2026-10-31' })
      .expect(401);
    const consumer = await consumerToken(t);
    await dashboard(consumer.token, '2026-10-01', '2026-10-31').expect(401);
  });
});
