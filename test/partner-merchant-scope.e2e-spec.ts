import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import type { Merchant } from '../src/modules/merchants/merchant.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import {
  createApplication,
  createMerchant,
  createPartner,
  createPartnerUser,
  createProspectApplication,
  createUser,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { ledgerConsent } from './utils/consumer';
import { adminToken, bearer, partnerToken } from './utils/auth';
import { binaryBody } from './utils/binary';
import { listRoutes } from './utils/routes';

/**
 * A merchant's login (an outlet's agent) reaches its own merchant's records only. Each test is
 * an attack that used to work, by a login of merchant A of a partner with merchants A and B (and
 * a second partner): naming B in the customers' `merchant_id` filter rebound the scope's own
 * query parameter, so the filter widened the scope to B's customers.
 */
describe('a merchant login’s scope', () => {
  let t: TestApp;
  let acme: Partner;
  let andheri: Merchant;
  let bandra: Merchant;
  let appA: Application;
  let appB: Application;
  let appPartner: Application;
  let appOther: Application;
  let partnerLogin: string;
  let loginA: string;
  let loginB: string;
  let ticketA: number;
  let ticketB: number;

  const get = (token: string, path: string, query: Record<string, unknown> = {}) =>
    t
      .http()
      .get(path)
      .query(
        Object.fromEntries(
          Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
      )
      .set(bearer(token));
  const ids = async (token: string, query: Record<string, unknown> = {}) =>
    (await get(token, '/api/partner/customers', query).expect(200)).body.map(
      (r: { id: string }) => r.id,
    );

  /** One application of a consumer of `partner` (through `merchant`), applied for in October. */
  async function customer(partner: Partner, merchant: Merchant | null, firstName: string) {
    const user = await createUser(t.dataSource, { firstName });
    const prospect = await createProspectApplication(t.dataSource, {
      userId: user.id,
      partnerId: partner.id,
      merchantLocationId: merchant?.id ?? null,
    });
    const app = await createApplication(t.dataSource, {
      prospectAppId: prospect.id,
      userId: user.id,
    });
    const at = new Date('2026-10-10T10:00:00+05:30');
    await t.dataSource.query(`UPDATE prospect_applications SET created_at = $2 WHERE id = $1`, [
      prospect.id,
      at,
    ]);
    await t.dataSource.getRepository(Application).update(app.id, { createdAt: at });
    // The consumer's lead (a first choice), as the journey records it.
    await t.dataSource.query(
      `INSERT INTO journey_events (type, user_id, product_id, partner_id, merchant_id, data,
                                   created_at)
       VALUES ('product_chosen', $1, 1, $2, $3, '{"first": true}', $4)`,
      [user.id, partner.id, merchant?.id ?? null, at],
    );
    return app;
  }

  const loginOf = async (partner: Partner, merchant: Merchant | null) =>
    (
      await partnerToken(
        t,
        await createPartnerUser(t.dataSource, {
          partnerId: partner.id,
          merchantId: merchant?.id ?? null,
        }),
      )
    ).token;

  const raise = async (token: string, subject: string) =>
    (
      await t
        .http()
        .post('/api/partner/tickets')
        .set(bearer(token))
        .send({ category: 'tech_support', subject, message: 'The QR code does not scan.' })
        .expect(201)
    ).body.data.id as number;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource);
    const other = await createPartner(t.dataSource);
    andheri = await createMerchant(t.dataSource, { partnerId: acme.id, name: 'Andheri Desk' });
    bandra = await createMerchant(t.dataSource, { partnerId: acme.id, name: 'Bandra Desk' });
    const theirs = await createMerchant(t.dataSource, { partnerId: other.id, name: 'Thane Desk' });
    appA = await customer(acme, andheri, 'Aarav');
    appB = await customer(acme, bandra, 'Bhavin');
    appPartner = await customer(acme, null, 'Pranav');
    appOther = await customer(other, theirs, 'Tanvi');
    // Each agreed to be followed up by their partner (the one customer's record needs it).
    for (const a of [appA, appB, appPartner, appOther])
      await ledgerConsent(t.dataSource, a.userId, { matching: true, partner_contact: true });
    partnerLogin = await loginOf(acme, null);
    loginA = await loginOf(acme, andheri);
    loginB = await loginOf(acme, bandra);
    ticketA = await raise(loginA, 'Andheri printer');
    ticketB = await raise(loginB, 'Bandra printer');
  });
  afterAll(() => t?.close());

  it('cannot widen the customers list with another merchant’s merchant_id: it gets none', async () => {
    expect(await ids(loginA, { filter: { merchant_id: bandra.id } })).toEqual([]);
    const res = await get(loginA, '/api/partner/customers', {
      filter: { merchant_id: bandra.id },
    }).expect(200);
    expect(JSON.stringify(res.body)).not.toContain('Bhavin');
    // Its own merchant, or no filter: its own customers only.
    expect(await ids(loginA, { filter: { merchant_id: andheri.id } })).toEqual([
      appA.prospectAppId,
    ]);
    expect(await ids(loginA)).toEqual([appA.prospectAppId]);
    // The partner's own login still narrows with the filter.
    expect(await ids(partnerLogin, { filter: { merchant_id: bandra.id } })).toEqual([
      appB.prospectAppId,
    ]);
    expect((await ids(partnerLogin)).sort()).toEqual(
      [appA.prospectAppId, appB.prospectAppId, appPartner.prospectAppId].sort(),
    );
  });

  it('cannot read another merchant’s or partner’s customer by id: 404 like an unknown id', async () => {
    for (const id of [appB.prospectAppId, appPartner.prospectAppId, appOther.prospectAppId]) {
      const res = await get(loginA, `/api/partner/customers/${id}`).expect(404);
      expect(res.body.code).toBe('APPLICATION_NOT_FOUND');
    }
    await get(loginA, `/api/partner/customers/${appA.prospectAppId}`).expect(200);
    await get(partnerLogin, `/api/partner/customers/${appB.prospectAppId}`).expect(200);
  });

  it('exports its own rows only, as CSV and as .xlsx, whatever merchant_id it names', async () => {
    const widen = { filter: JSON.stringify({ merchant_id: bandra.id }) };
    const csv = await get(loginA, '/api/partner/customers/export', {
      format: 'csv',
      ...widen,
    }).expect(200);
    expect(csv.text).not.toContain(appB.prospectAppId);
    expect(csv.text.trim().split('\n')).toHaveLength(1); // the header alone
    const own = await get(loginA, '/api/partner/customers/export', { format: 'csv' }).expect(200);
    expect(own.text).toContain(appA.prospectAppId);
    for (const id of [appB.prospectAppId, appPartner.prospectAppId, appOther.prospectAppId])
      expect(own.text).not.toContain(id);

    for (const query of [widen, {}]) {
      const res = await get(loginA, '/api/partner/customers/export', { format: 'xlsx', ...query })
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.body as Buffer);
      const sheet = book.getWorksheet('Customers')!;
      const rows = sheet.getColumn(1).values.slice(2);
      expect(rows).toEqual(query === widen ? [] : [appA.prospectAppId]);
    }
  });

  it('sees its own customers’ figures on the dashboard and funnel, and not the partner’s earnings', async () => {
    const period = { from: '2026-10-01', to: '2026-10-31' };
    const mine = (await get(loginA, '/api/partner/dashboard', period).expect(200)).body.data;
    expect(mine.leads).toBe(1);
    expect(mine.earnings).toBeNull();
    expect(mine.previous.earnings).toBeNull();
    expect(mine.expectedEarnings).toBeNull();
    expect(mine.previous.expectedEarnings).toBeNull();
    const whole = (await get(partnerLogin, '/api/partner/dashboard', period).expect(200)).body.data;
    expect(whole.leads).toBe(3);
    expect(whole.earnings).toBe(0);
    const funnel = await get(loginA, '/api/partner/funnel', { ...period, group: 'day' }).expect(
      200,
    );
    expect(funnel.body.data).toEqual([expect.objectContaining({ applications: 1 })]);
    // Nor the partner's revenue terms (the portal still checks its token with this call).
    const terms = (await get(loginA, '/api/partner/get-revenue').expect(200)).body;
    expect(terms).toMatchObject({ merchantId: andheri.id, revenue_percent: null });
    expect(terms.revenue_flat_fee).toBeNull();
    const partnerTerms = (await get(partnerLogin, '/api/partner/get-revenue').expect(200)).body;
    expect(partnerTerms.revenue_percent).toBe(1);
  });

  it('lists, reads and replies to its own tickets only; the partner’s login reaches them all', async () => {
    const list = await get(loginA, '/api/partner/tickets').expect(200);
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([ticketA]);
    expect((await get(loginA, `/api/partner/tickets/${ticketB}`).expect(404)).body.code).toBe(
      'TICKET_NOT_FOUND',
    );
    const reply = await t
      .http()
      .post(`/api/partner/tickets/${ticketB}/messages`)
      .set(bearer(loginA))
      .send({ message: 'Written into the other desk’s thread' })
      .expect(404);
    expect(reply.body.code).toBe('TICKET_NOT_FOUND');
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM partner_ticket_messages WHERE ticket_id = $1`,
      [ticketB],
    );
    expect(count).toBe(1);
    await t
      .http()
      .post(`/api/partner/tickets/${ticketA}/messages`)
      .set(bearer(loginA))
      .send({ message: 'Still not scanning.' })
      .expect(200);

    const all = await get(partnerLogin, '/api/partner/tickets').expect(200);
    expect(all.body.data.map((x: { id: number }) => x.id).sort()).toEqual(
      [ticketA, ticketB].sort(),
    );
    await get(partnerLogin, `/api/partner/tickets/${ticketB}`).expect(200);
    // Whose ticket it is shows to the partner and to the back office that answers it.
    expect(all.body.data.find((x: { id: number }) => x.id === ticketB)).toMatchObject({
      merchant_id: bandra.id,
      merchant_name: 'Bandra Desk',
    });
    const admin = (await adminToken(t, 1)).token;
    const back = await get(admin, '/api/admin/partner-tickets', { filter: { id: [ticketB] } });
    expect(back.body).toEqual([expect.objectContaining({ merchant_name: 'Bandra Desk' })]);
  });

  it('keeps the partner’s payouts, settings and API keys from a merchant’s login (403)', async () => {
    for (const path of ['/api/partner/payouts', '/api/partner/settings', '/api/partner/api-keys'])
      expect((await get(loginA, path).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('gives an admin acting as merchant A the same scope as A’s login', async () => {
    const admin = (await adminToken(t, 1)).token;
    const masquerade = await t
      .http()
      .post(`/api/admin/masquerade/${acme.id}`)
      .set(bearer(admin))
      .send({ reason: 'Checking the Andheri desk', merchantId: andheri.id })
      .expect(200);
    const token = masquerade.body.token as string;
    expect(await ids(token, { filter: { merchant_id: bandra.id } })).toEqual([]);
    expect(await ids(token)).toEqual([appA.prospectAppId]);
    await get(token, `/api/partner/customers/${appB.prospectAppId}`).expect(404);
    await get(token, `/api/partner/tickets/${ticketB}`).expect(404);
    const raised = await raise(token, 'Raised for Andheri');
    const list = await get(loginB, '/api/partner/tickets').expect(200);
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(raised);
  });

  /**
   * Every partner GET route, read from the app itself: a new one fails here until it is listed
   * with how to call it, so none can forget the scope. Merchant A's login, naming B wherever a
   * route takes an id or a filter, never sees B's customer or ticket; the partner's login, on the
   * routes that list them, does (so the check is not vacuous).
   */
  it('leaks nothing of another merchant on any partner GET route', async () => {
    type Call = { query?: Record<string, unknown>; merchant: number; partnerSees?: boolean };
    const filter = () => ({ filter: { merchant_id: bandra.id } });
    const period = { from: '2026-10-01', to: '2026-10-31' };
    const calls: Record<string, (() => [string, Call])[]> = {
      '/api/partner/settings': [() => ['/api/partner/settings', { merchant: 403 }]],
      '/api/partner/get-revenue': [() => ['/api/partner/get-revenue', { merchant: 200 }]],
      '/api/partner/dashboard': [
        () => ['/api/partner/dashboard', { query: period, merchant: 200 }],
      ],
      '/api/partner/funnel': [
        () => ['/api/partner/funnel', { query: { ...period, group: 'day' }, merchant: 200 }],
      ],
      '/api/partner/customers': [
        () => ['/api/partner/customers', { query: filter(), merchant: 200, partnerSees: true }],
      ],
      '/api/partner/customers/export': [
        () => [
          '/api/partner/customers/export',
          {
            query: { format: 'csv', filter: JSON.stringify(filter().filter) },
            merchant: 200,
            partnerSees: true,
          },
        ],
      ],
      '/api/partner/customers/:id': [
        () => [
          `/api/partner/customers/${appB.prospectAppId}`,
          { merchant: 404, partnerSees: true },
        ],
      ],
      '/api/partner/tickets': [
        () => ['/api/partner/tickets', { merchant: 200, partnerSees: true }],
      ],
      '/api/partner/tickets/:id': [
        () => [`/api/partner/tickets/${ticketB}`, { merchant: 404, partnerSees: true }],
      ],
      '/api/partner/payouts': [() => ['/api/partner/payouts', { merchant: 403 }]],
      '/api/partner/payouts/:month': [() => ['/api/partner/payouts/2026-10', { merchant: 403 }]],
      '/api/partner/payouts/:month/export': [
        () => ['/api/partner/payouts/2026-10/export', { query: { format: 'csv' }, merchant: 403 }],
      ],
      '/api/partner/banners': [() => ['/api/partner/banners', { merchant: 200 }]],
      '/api/partner/faqs': [() => ['/api/partner/faqs', { merchant: 200 }]],
      '/api/partner/product-offering': [() => ['/api/partner/product-offering', { merchant: 200 }]],
      '/api/partner/product-offering/:id': [
        () => ['/api/partner/product-offering/1', { merchant: 200 }],
      ],
      '/api/partner/lenders': [() => ['/api/partner/lenders', { merchant: 200 }]],
      '/api/partner/api-keys': [() => ['/api/partner/api-keys', { merchant: 403 }]],
    };
    const routes = listRoutes(t.app).filter(
      (r) => r.method === 'GET' && r.access?.kind === 'audience' && r.access.audience === 'partner',
    );
    expect(routes.length).toBeGreaterThan(10);
    const unlisted = routes.map((r) => r.path).filter((path) => !(path in calls));
    expect(unlisted, 'partner GET routes without a scope check here').toEqual([]);

    const markers = [appB.id, appB.prospectAppId, 'Bhavin', 'Bandra'];
    for (const route of routes)
      for (const call of calls[route.path]) {
        const [path, { query, merchant, partnerSees }] = call();
        const res = await get(loginA, path, query);
        expect(res.status, path).toBe(merchant);
        const text = res.text ?? JSON.stringify(res.body);
        for (const marker of markers) expect(text, `${path} leaks ${marker}`).not.toContain(marker);
        if (partnerSees) {
          const theirs = await get(partnerLogin, path, query).expect(200);
          expect(theirs.text, path).toContain(path.includes('tickets') ? 'Bandra' : appB.id);
        }
      }
  });
});
