import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import type { JourneyEventType } from '@marketplace/contracts';
import type { Lender } from '../src/modules/lenders/lender.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { Commission } from '../src/modules/revenue/commission.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createProspectApplication,
  createUpload,
  createUser,
  uniqueName,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, signInConsumer } from './utils/auth';
import {
  agreeToNotice,
  personalForm,
  withProfile,
  handOff as handOffWithKfs,
} from './utils/consumer';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * The journey's events (each step writes one, with its attribution, in the step's transaction)
 * and GET /api/admin/dashboard: every figure against records worked out by hand in March 2011,
 * a month no other test writes to (the whole marketplace's figures are summed), with the India
 * day boundaries, the previous period, one partner's filter, the date checks and the roles.
 */
describe('admin dashboard', () => {
  let t: TestApp;
  let role1: string;

  const dashboard = (token: string, query: Record<string, string | number>) =>
    t.http().get('/api/admin/dashboard').query(query).set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp();
    role1 = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  describe('journey events', () => {
    it('records every step of a journey with its partner and UTM values', async () => {
      const partner = await createPartner(t.dataSource);
      // A lender that offers to the form's applicant (₹2,00,000 is the 50k–2l class).
      await createLender(t.dataSource, { ticketClass: '50k_to_2l' });
      const campaign = uniqueName('events');
      const signedIn = await signInConsumer(t, undefined, {
        partnerName: partner.name,
        utmSource: 'whatsapp',
        utmCampaign: campaign,
      });
      const c = { ...signedIn, auth: bearer(signedIn.token) };
      await agreeToNotice(t, c.auth);

      // A refused save is no step: nothing is recorded for it.
      await t
        .http()
        .post(`/api/user/${c.prospectAppId}/profile/personal`)
        .set(c.auth)
        .send(personalForm({ monthly_income: 'lots' }))
        .expect(400);
      const { appId } = await withProfile(t, c, 'personal', personalForm());
      const offers = await t.http().get('/api/offers').set(c.auth).expect(200);
      const shown = offers.body.data as { offers: { url_key: string }[]; notMatched: unknown[] };
      expect(shown.offers.length).toBeGreaterThan(0);
      const chosenLender = shown.offers[0].url_key;
      const handOff = await handOffWithKfs(t, c, chosenLender, { appId });
      await t
        .http()
        .post('/api/set-language')
        .set(c.auth)
        .send({ uid: c.userId, language: 'hi' })
        .expect(200);
      const help = await t
        .http()
        .post('/api/help-request')
        .set(c.auth)
        .send({
          name: 'Asha Verma',
          email: 'asha@example.in',
          phone: '9876543210',
          description: 'Which documents does the lender need?',
        })
        .expect(200);

      const events = await t.dataSource.query<
        {
          type: JourneyEventType;
          application_id: string | null;
          product_id: number | null;
          lender_id: number | null;
          partner_id: number | null;
          utm_source: string | null;
          utm_campaign: string | null;
          data: Record<string, unknown> | null;
        }[]
      >(
        `SELECT type, application_id, product_id, lender_id, partner_id, utm_source,
                utm_campaign, data
           FROM journey_events WHERE user_id = $1 ORDER BY id`,
        [c.userId],
      );
      expect(events.map((e) => e.type)).toEqual([
        'signed_in',
        'product_chosen',
        'profile_saved',
        'offers_shown',
        'handed_off',
        'language_changed',
        'help_requested',
      ]);
      // Every event carries the attribution of the journey it belongs to.
      for (const e of events)
        expect(e).toMatchObject({
          partner_id: partner.id,
          utm_source: 'whatsapp',
          utm_campaign: campaign,
        });
      const [, chosen, saved, offered, handed, language, helped] = events;
      const [{ id: lenderId }] = await t.dataSource.query<{ id: number }[]>(
        'SELECT id FROM lenders WHERE url_key = $1',
        [chosenLender],
      );
      expect(chosen).toMatchObject({ product_id: 1 });
      expect(saved).toMatchObject({ application_id: appId, product_id: 1 });
      expect(offered).toMatchObject({
        application_id: appId,
        data: { offers: shown.offers.length, notMatched: shown.notMatched.length },
      });
      expect(handed).toMatchObject({
        application_id: appId,
        lender_id: lenderId,
        data: { transactionId: handOff.body.data.transactionId },
      });
      expect(language.data).toEqual({ language: 'hi' });
      expect(helped.data).toEqual({ helpRequestId: help.body.id });

      // Offers shown again unchanged are the same list: no second event.
      await t.http().get('/api/offers').set(c.auth).expect(200);
      const [{ count }] = await t.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM journey_events
          WHERE user_id = $1 AND type = 'offers_shown'`,
        [c.userId],
      );
      expect(count).toBe(1);
    });
  });

  describe('GET /api/admin/dashboard', () => {
    let acme: Partner;
    let other: Partner;
    let lender: Lender;
    let productNames: Record<string, string>;
    let theirs: Application;

    /** A journey event written as if at `at` (India time). */
    async function event(type: JourneyEventType, at: Date, values: Record<string, unknown> = {}) {
      await t.dataSource.query(
        `INSERT INTO journey_events (type, user_id, product_id, partner_id, data, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          type,
          values.userId ?? null,
          values.productId ?? null,
          values.partnerId ?? null,
          values.first ? JSON.stringify({ first: true }) : null,
          at,
        ],
      );
    }

    /** An application of `partner`'s consumer with its dates and hand-offs. */
    async function application(
      partner: Partner,
      values: Partial<Application>,
      handOffs: Date[] = [],
      productCode = 'PL',
    ) {
      const prospect = await createProspectApplication(t.dataSource, { partnerId: partner.id });
      const app = await createApplication(
        t.dataSource,
        { prospectAppId: prospect.id, lenderId: lender.id, ...values },
        productCode,
      );
      for (const at of handOffs) {
        const handOff = await t.dataSource.getRepository(LenderTransaction).save(
          Object.assign(new LenderTransaction(), {
            applicationId: app.id,
            lenderId: lender.id,
            status: 'redirected',
          }),
        );
        await t.dataSource.getRepository(LenderTransaction).update(handOff.id, { createdAt: at });
      }
      return app;
    }

    async function commission(applicationId: string, payout: string, day: string) {
      const upload = await createUpload(t.dataSource, { kind: 'commission', status: 'completed' });
      await t.dataSource.getRepository(Commission).insert({
        uploadId: upload.id,
        rowNumber: 2,
        lenderId: lender.id,
        applicationId,
        payoutAmount: payout,
        disbursedAt: day,
        raw: {},
      });
    }

    beforeAll(async () => {
      acme = await createPartner(t.dataSource, { displayName: uniqueName('Acme Dashboard') });
      other = await createPartner(t.dataSource, { displayName: uniqueName('Other Dashboard') });
      lender = await createLender(t.dataSource);
      const products = await t.dataSource.query<{ code: string; name: string }[]>(
        'SELECT code, name FROM products',
      );
      productNames = Object.fromEntries(products.map((p) => [p.code, p.name]));
      const asha = await createUser(t.dataSource);
      const ravi = await createUser(t.dataSource);

      // Sign-ins: the first and last instants of March 2011 count; the last instant of February
      // belongs to the previous period; the first of April to neither.
      await event('signed_in', ist('2011-03-01T00:00:00'), { partnerId: acme.id });
      await event('signed_in', ist('2011-03-31T23:59:59'), { partnerId: other.id });
      await event('signed_in', ist('2011-03-10T10:00:00'), { partnerId: acme.id });
      await event('signed_in', ist('2011-02-28T23:59:59'), { partnerId: acme.id });
      await event('signed_in', ist('2011-04-01T00:00:00'), { partnerId: acme.id });
      // Profiles completed (first saves): Asha's PL (saved again later), her BL, Ravi's PL.
      await event('profile_saved', ist('2011-03-02T10:00:00'), {
        userId: asha.id,
        productId: 1,
        partnerId: acme.id,
        first: true,
      });
      await event('profile_saved', ist('2011-03-03T10:00:00'), {
        userId: asha.id,
        productId: 1,
        partnerId: acme.id,
      });
      await event('profile_saved', ist('2011-03-03T11:00:00'), {
        userId: asha.id,
        productId: 2,
        partnerId: acme.id,
        first: true,
      });
      await event('profile_saved', ist('2011-03-04T10:00:00'), {
        userId: ravi.id,
        productId: 1,
        partnerId: other.id,
        first: true,
      });
      await event('offers_shown', ist('2011-03-04T10:05:00'), { partnerId: other.id });
      await event('offers_shown', ist('2011-02-15T10:05:00'), { partnerId: acme.id });
      // Other steps are not figures of the dashboard.
      await event('help_requested', ist('2011-03-05T10:00:00'), { partnerId: acme.id });

      // Acme's case goes the whole way in March.
      const won = await application(
        acme,
        {
          sanctionedAt: ist('2011-03-20T10:00:00'),
          disbursedAt: ist('2011-03-25T10:00:00'),
          disbursedAmount: '150000.00',
        },
        [ist('2011-03-07T10:00:00')],
      );
      await commission(won.id, '3000.00', '2011-03-25');
      await commission(won.id, '1000.00', '2011-03-25');
      // Other's business loan: handed off on the last evening of March, disbursed in April.
      theirs = await application(
        other,
        {
          sanctionedAt: ist('2011-03-31T20:00:00'),
          disbursedAt: ist('2011-04-01T00:00:00'),
          disbursedAmount: '99000.00',
        },
        [ist('2011-03-31T23:30:00')],
        'BL',
      );
      // February (the previous period): Acme's disbursal of 50,000, paying 2,000.
      const earlier = await application(acme, {
        disbursedAt: ist('2011-02-28T23:00:00'),
        disbursedAmount: '50000.00',
      });
      await commission(earlier.id, '2000.00', '2011-02-28');
    });

    it('sums every figure of the month against the month before', async () => {
      const res = await dashboard(role1, { from: '2011-03-01', to: '2011-03-31' }).expect(200);
      const { daily, handOffsByLender, disbursalsByProduct, topPartners, ...figures } = res.body
        .data as Record<string, unknown>;
      expect(figures).toEqual({
        from: '2011-03-01',
        to: '2011-03-31',
        signIns: 3,
        leads: 0,
        profilesCompleted: 3,
        offersShown: 1,
        handedOff: 2,
        sanctioned: 2,
        disbursed: 1,
        disbursedAmount: 150000,
        revenue: 4000,
        previous: {
          from: '2011-01-29',
          to: '2011-02-28',
          signIns: 1,
          leads: 0,
          profilesCompleted: 0,
          offersShown: 1,
          handedOff: 0,
          sanctioned: 0,
          disbursed: 1,
          disbursedAmount: 50000,
          revenue: 2000,
        },
      });
      expect(daily).toHaveLength(31);
      const busy = (daily as Record<string, number | string>[]).filter((d) =>
        Object.values(d).some((v) => typeof v === 'number' && v > 0),
      );
      expect(busy).toEqual([
        { date: '2011-03-01', signIns: 1, leads: 0, handedOff: 0, disbursed: 0 },
        { date: '2011-03-07', signIns: 0, leads: 0, handedOff: 1, disbursed: 0 },
        { date: '2011-03-10', signIns: 1, leads: 0, handedOff: 0, disbursed: 0 },
        { date: '2011-03-25', signIns: 0, leads: 0, handedOff: 0, disbursed: 1 },
        { date: '2011-03-31', signIns: 1, leads: 0, handedOff: 1, disbursed: 0 },
      ]);
      expect(handOffsByLender).toEqual([{ lender: lender.name, handedOff: 2 }]);
      expect(disbursalsByProduct).toEqual([
        { product: productNames.PL, disbursed: 1, amount: 150000 },
      ]);
      // Ties ordered by name.
      expect(topPartners).toEqual(
        [
          { partner: acme.displayName, handedOff: 1 },
          { partner: other.displayName, handedOff: 1 },
        ].sort((a, b) => (a.partner! < b.partner! ? -1 : 1)),
      );
    });

    it("narrows every figure to one partner's consumers", async () => {
      const res = await dashboard(role1, {
        from: '2011-03-01',
        to: '2011-03-31',
        partner_id: other.id,
      }).expect(200);
      expect(res.body.data).toMatchObject({
        signIns: 1,
        profilesCompleted: 1,
        offersShown: 1,
        handedOff: 1,
        sanctioned: 1,
        disbursed: 0,
        disbursedAmount: 0,
        revenue: 0,
        previous: { signIns: 0, offersShown: 0, disbursed: 0, revenue: 0 },
        topPartners: [{ partner: other.displayName, handedOff: 1 }],
        disbursalsByProduct: [],
      });
      // April: the business loan's disbursal, on the first India day.
      const april = await dashboard(role1, {
        from: '2011-04-01',
        to: '2011-04-01',
        partner_id: other.id,
      }).expect(200);
      expect(april.body.data).toMatchObject({
        disbursed: 1,
        disbursedAmount: 99000,
        disbursalsByProduct: [{ product: productNames.BL, disbursed: 1, amount: 99000 }],
        previous: { from: '2011-03-31', to: '2011-03-31', handedOff: 1, sanctioned: 1 },
      });
    });

    it('refuses dates that are not days, a reversed range and one longer than a year', async () => {
      const notADay = await dashboard(role1, { from: '2011-02-30', to: '2011-03-01' }).expect(400);
      expect(notADay.body).toMatchObject({
        code: 'FIELD_DATE',
        errors: [{ field: 'from', code: 'FIELD_DATE' }],
      });
      const missing = await dashboard(role1, { from: '2011-03-01' }).expect(400);
      expect(missing.body.code).toBe('FIELD_DATE');
      const reversed = await dashboard(role1, { from: '2011-03-31', to: '2011-03-01' }).expect(400);
      expect(reversed.body).toEqual({
        code: 'DATE_RANGE_INVALID',
        message: 'The start date must be on or before the end date',
      });
      const long = await dashboard(role1, { from: '2010-01-01', to: '2011-01-02' }).expect(400);
      expect(long.body).toMatchObject({ code: 'DATE_RANGE_TOO_LONG', params: { maxDays: 366 } });
      const badPartner = await dashboard(role1, {
        from: '2011-03-01',
        to: '2011-03-31',
        partner_id: 'acme',
      }).expect(400);
      expect(badPartner.body.errors[0]).toMatchObject({ field: 'partner_id' });
    });

    it('follows the records: a corrected disbursal date, a deleted payout, a rolled-back step', async () => {
      const april = { from: '2011-04-01', to: '2011-04-30', partner_id: other.id };
      const before = await dashboard(role1, april).expect(200);
      expect(before.body.data).toMatchObject({ disbursed: 1, disbursedAmount: 99000 });
      // A status file corrects the disbursal to 2 April and the amount to 98,000.
      await t.dataSource.getRepository(Application).update(theirs.id, {
        disbursedAt: ist('2011-04-02T10:00:00'),
        disbursedAmount: '98000.00',
      });
      const moved = await dashboard(role1, april).expect(200);
      expect(moved.body.data).toMatchObject({ disbursed: 1, disbursedAmount: 98000 });
      const days = moved.body.data.daily as { date: string; disbursed: number }[];
      expect(days.filter((d) => d.disbursed > 0).map((d) => d.date)).toEqual(['2011-04-02']);
      // A step whose transaction rolls back is not counted.
      const march = { from: '2011-03-01', to: '2011-03-31' };
      const signIns = (await dashboard(role1, march).expect(200)).body.data.signIns as number;
      await t.dataSource
        .transaction(async (m) => {
          await m.query(
            `INSERT INTO journey_events (type, partner_id, created_at) VALUES ('signed_in', $1, $2)`,
            [acme.id, ist('2011-03-15T10:00:00')],
          );
          throw new Error('the step failed');
        })
        .catch(() => undefined);
      expect((await dashboard(role1, march).expect(200)).body.data.signIns).toBe(signIns);
      // A payout taken back (its upload deleted) leaves the revenue.
      await t.dataSource.query('DELETE FROM commissions WHERE application_id = $1', [
        (
          await t.dataSource.query(
            `SELECT a.id FROM applications a JOIN prospect_applications p ON p.id = a.prospect_app_id
            WHERE p.partner_id = $1 AND a.disbursed_at >= $2 AND a.disbursed_at < $3`,
            [acme.id, ist('2011-03-01T00:00:00'), ist('2011-04-01T00:00:00')],
          )
        )[0].id,
      ]);
      const after = await dashboard(role1, { ...march, partner_id: acme.id }).expect(200);
      expect(after.body.data.revenue).toBe(0);
    });

    it('is for roles 1 and 2', async () => {
      const query = { from: '2011-03-01', to: '2011-03-31' };
      const role2 = (await adminToken(t, 2)).token;
      const role3 = (await adminToken(t, 3)).token;
      const seen = await dashboard(role2, query).expect(200);
      expect(seen.body.data.signIns).toBe(3);
      const refused = await dashboard(role3, query).expect(403);
      expect(refused.body.code).toBe('ROLE_FORBIDDEN');
      await t.http().get('/api/admin/dashboard').query(query).expect(401);
    });
  });
});
