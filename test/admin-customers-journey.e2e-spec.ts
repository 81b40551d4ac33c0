import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../src/modules/partners/partner.entity';
import {
  createApplication,
  createLender,
  createPartner,
  createUser,
  uniqueLetters,
  uniqueName,
  uniquePhoneNumber,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, signInConsumer } from './utils/auth';
import { agreeToNotice, personalForm, withProfile, handOff } from './utils/consumer';

/** An instant given as India time (+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

/**
 * /api/admin/customers-journey: a consumer found by mobile, application id or name; their
 * timeline from a real journey (what the offers showed, the hand-off, the status history), the
 * audit of opening it; where consumers of a period stopped, per product and partner; the roles.
 */
describe('admin customers journey', () => {
  let t: TestApp;
  let role1: string;
  let role1Id: number;

  const get = (path: string, query: Record<string, string | number> = {}, token = role1) =>
    t.http().get(`/api/admin/customers-journey${path}`).query(query).set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminToken(t, 1);
    role1 = admin.token;
    role1Id = admin.admin.id;
  });
  afterAll(() => t?.close());

  describe('one consumer', () => {
    let partner: Partner;
    let consumer: { userId: number; token: string; prospectAppId: string };
    let phone: string;
    let appId: string;
    let lenderName: string;
    const firstName = `Kavya${uniqueLetters()}`;

    beforeAll(async () => {
      partner = await createPartner(t.dataSource);
      const lender = await createLender(t.dataSource, { ticketClass: '50k_to_2l' });
      lenderName = lender.name;
      phone = uniquePhoneNumber();
      consumer = await signInConsumer(t, phone, {
        partnerName: partner.name,
        utmCampaign: 'journey-test',
      });
      const c = { ...consumer, auth: bearer(consumer.token) };
      await agreeToNotice(t, c.auth);
      ({ appId } = await withProfile(t, c, 'personal', personalForm({ firstName })));
      await t.http().get('/api/offers').set(c.auth).expect(200);
      await handOff(t, c, lender.urlKey, { appId });
    });

    it('finds the consumer by mobile, application id or name, masked', async () => {
      const expected = {
        id: consumer.userId,
        mobile: `******${phone.slice(-4)}`,
        name: `${firstName} Verma`,
        applications: 1,
        lastEventAt: expect.any(String),
      };
      const byMobile = await get('', { q: phone }).expect(200);
      expect(byMobile.body.data).toEqual([expected]);
      const byApplication = await get('', { q: appId.toUpperCase() }).expect(200);
      expect(byApplication.body.data).toEqual([expected]);
      const byName = await get('', { q: firstName.slice(0, -1).toLowerCase() }).expect(200);
      expect(byName.body.data).toEqual([expected]);
      expect(JSON.stringify(byName.body)).not.toContain(phone);
    });

    it('refuses a search that is none of these', async () => {
      for (const q of ['98765', 'a', 'drop table;', '']) {
        const res = await get('', { q }).expect(400);
        expect(res.body.code).toBe('JOURNEY_SEARCH_INVALID');
      }
      const missing = await t
        .http()
        .get('/api/admin/customers-journey')
        .set(bearer(role1))
        .expect(400);
      expect(missing.body.code).toBe('FIELD_TEXT');
    });

    it('shows every event with what the offers showed, and the application, audited', async () => {
      const res = await get(`/${consumer.userId}`).expect(200);
      const { consumer: who, events, applications } = res.body.data;
      expect(who).toMatchObject({ id: consumer.userId, mobile: `******${phone.slice(-4)}` });
      expect(events.map((e: { type: string }) => e.type)).toEqual([
        'signed_in',
        'product_chosen',
        'profile_saved',
        'offers_shown',
        'handed_off',
      ]);
      for (const e of events)
        expect(e).toMatchObject({
          partner: partner.displayName,
          utm: { campaign: 'journey-test' },
        });
      const offers = events[3];
      expect(offers).toMatchObject({ applicationId: appId, product: 'PL' });
      expect(offers.details.matched).toContain(lenderName);
      expect(offers.details.offers).toBe(offers.details.matched.length);
      expect(events[4]).toMatchObject({ lender: lenderName, applicationId: appId });

      expect(applications).toHaveLength(1);
      expect(applications[0]).toMatchObject({
        id: appId,
        product: 'PL',
        status: 'sent_to_lender',
        lender: lenderName,
        history: [{ status: 'sent_to_lender', source: 'consumer' }],
      });
      const shown = applications[0].offers.find((o: { lender: string }) => o.lender === lenderName);
      expect(shown).toMatchObject({ loanAmount: 200000, emi: expect.any(Number) });
      expect(JSON.stringify(res.body)).not.toContain(phone);

      const [audit] = await t.dataSource.query(
        `SELECT entity, entity_id FROM audit_logs
          WHERE actor_type = 'admin' AND actor_id = $1 AND action = 'view'`,
        [role1Id],
      );
      expect(audit).toEqual({ entity: 'customer_journey', entity_id: String(consumer.userId) });
    });

    it('answers 404 for a consumer that does not exist, 400 for a bad id', async () => {
      const none = await get('/2147483000').expect(404);
      expect(none.body.code).toBe('CONSUMER_NOT_FOUND');
      const bad = await get('/abc').expect(400);
      expect(bad.body.code).toBe('FIELD_POSITIVE_WHOLE_NUMBER');
    });
  });

  describe('drop-off', () => {
    it('counts, per product and partner, how far the consumers of a period went', async () => {
      const partner = await createPartner(t.dataSource, { displayName: uniqueName('Drop') });
      const event = (type: string, userId: number, productId: number, at: string) =>
        t.dataSource.query(
          `INSERT INTO journey_events (type, user_id, product_id, partner_id, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [type, userId, productId, partner.id, ist(at)],
        );
      const users = [];
      for (let i = 0; i < 4; i++) users.push(await createUser(t.dataSource));
      const [a, b, c, d] = users;
      // March 2008: A, B and C first chose PL (A twice), D chose BL; E's choice of April is outside.
      for (const u of [a, b, c]) await event('product_chosen', u.id, 1, '2008-03-01T00:00:00');
      await event('product_chosen', a.id, 1, '2008-03-02T00:00:00');
      await event('product_chosen', d.id, 2, '2008-03-31T23:59:59');
      const e = await createUser(t.dataSource);
      await event('product_chosen', e.id, 1, '2008-04-01T00:00:00');
      // F first chose PL in February: choosing it again in March does not make a March lead.
      const f = await createUser(t.dataSource);
      await event('product_chosen', f.id, 1, '2008-03-05T00:00:00');
      await event('product_chosen', f.id, 1, '2008-02-15T00:00:00');
      // Later steps, at any time since: A all the way to a sanction; B to offers; C stopped.
      for (const u of [a, b]) await event('profile_saved', u.id, 1, '2008-03-03T00:00:00');
      for (const u of [a, b]) await event('offers_shown', u.id, 1, '2008-03-03T00:01:00');
      await event('handed_off', a.id, 1, '2008-04-10T00:00:00');
      await createApplication(t.dataSource, {
        userId: a.id,
        sanctionedAt: ist('2008-04-20T00:00:00'),
      });
      // B's sanction was a mistake, corrected by the next file: B was never sanctioned.
      const mistaken = await createApplication(t.dataSource, {
        userId: b.id,
        sanctionedAt: ist('2008-04-21T00:00:00'),
      });
      await t.dataSource.query('UPDATE applications SET sanctioned_at = NULL WHERE id = $1', [
        mistaken.id,
      ]);
      // D saved a PL profile, not the BL one it chose.
      await event('profile_saved', d.id, 1, '2008-03-31T23:59:59');

      const res = await get('/drop-off', {
        from: '2008-03-01',
        to: '2008-03-31',
        partner_id: partner.id,
      }).expect(200);
      expect(res.body.data).toEqual([
        {
          id: `PL-${partner.displayName}`,
          product: 'PL',
          partner: partner.displayName,
          chose: 3,
          profileSaved: 2,
          offersShown: 2,
          handedOff: 1,
          sanctioned: 1,
          disbursed: 0,
        },
        {
          id: `BL-${partner.displayName}`,
          product: 'BL',
          partner: partner.displayName,
          chose: 1,
          profileSaved: 0,
          offersShown: 0,
          handedOff: 0,
          sanctioned: 0,
          disbursed: 0,
        },
      ]);
      const reversed = await get('/drop-off', { from: '2008-03-31', to: '2008-03-01' }).expect(400);
      expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
    });
  });

  it('is for roles 1 and 2', async () => {
    const role2 = (await adminToken(t, 2)).token;
    const role3 = (await adminToken(t, 3)).token;
    await get('/drop-off', { from: '2008-03-01', to: '2008-03-31' }, role2).expect(200);
    const refused = await get('', { q: 'Kavya' }, role3).expect(403);
    expect(refused.body.code).toBe('ROLE_FORBIDDEN');
  });
});
