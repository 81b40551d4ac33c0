import { FUNNEL_STEPS } from '@marketplace/contracts';
import bcrypt from 'bcryptjs';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/database/seed/demo-seed';
import { AdminUser } from '../src/modules/admins/admin-user.entity';
import { CreditCardCategory } from '../src/modules/cards/credit-card-category.entity';
import { LenderGroup } from '../src/modules/lenders/lender-group.entity';
import { Lender } from '../src/modules/lenders/lender.entity';
import { missingForConsumers } from '../src/modules/lenders/lender.view';
import { Merchant } from '../src/modules/merchants/merchant.entity';
import { PartnerUser } from '../src/modules/partners/partner-user.entity';
import { Partner } from '../src/modules/partners/partner.entity';
import { SmartListOption } from '../src/modules/reference/smart-list-option.entity';
import { LenderRevenueItem } from '../src/modules/revenue/lender-revenue-item.entity';
import {
  FunnelMeasuresRepository,
  ORGANIC,
  toMeasures,
} from '../src/modules/reports/funnel-measures.repository';
import { createPartnerUser } from './factories';
import {
  createScratchDatabase,
  scratchDataSource,
  type ScratchDatabase,
} from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';
import { generateMonth, sumOf } from './utils/generated-journeys';

const SEEDED_TABLES = [
  'admin_users',
  'partners',
  'merchants',
  'partner_users',
  'lenders',
  'lender_groups',
  'lender_group_lenders',
  'lender_revenue_items',
  'credit_card_categories',
  'tracking_links',
  'partner_banners',
  'call_leads',
];

/** Every row of every table the seed writes, timestamps included. */
async function snapshot(ds: DataSource) {
  const tables: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    tables[table] = await ds.query(`SELECT * FROM "${table}" ORDER BY 1, 2`);
  }
  return tables;
}

const min = (values: (string | number | null)[]) => Math.min(...values.map(Number));
const max = (values: (string | number | null)[]) => Math.max(...values.map(Number));

describe('demo seed', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_demo_seed');
    ds = await scratchDataSource(db.url).initialize();
    await ds.runMigrations();
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('loads admins, partners, lenders with groups and revenue slabs, and cards', async () => {
    const summary = await seedDemo(ds);
    expect(summary).toMatch(/^demo data: .*30 lenders.*; \d+ rows inserted, 0 updated$/);

    const admins = await ds.getRepository(AdminUser).find({ order: { roleId: 'ASC' } });
    expect(admins.map((a) => [a.email, a.roleId, a.status])).toEqual([
      ['admin@demo.in', 1, 1],
      ['ops@demo.in', 2, 1],
      ['csr@demo.in', 3, 1],
    ]);
    for (const admin of admins) {
      expect(await bcrypt.compare('Demo@12345', admin.passwordHash)).toBe(true);
      expect(admin.passwordHash).toMatch(/^\$2[ab]\$10\$/);
    }

    const partners = await ds.getRepository(Partner).find({ order: { id: 'ASC' } });
    expect(partners.map((p) => [p.name, p.isDefault])).toEqual([
      ['cl', 1],
      ['acme-finserv', 0],
      ['bharat-dsa', 0],
    ]);
    expect(partners[0]).toMatchObject({
      logoUrl: '/brand/cl/logo.svg',
      fontLink: expect.stringContaining('fonts.googleapis.com'),
      fontFamily: expect.any(String),
      primaryColor: expect.stringMatching(/^#/),
      secondaryColor: expect.stringMatching(/^#/),
    });
    const acme = partners[1];
    expect(await ds.getRepository(Merchant).findBy({ partnerId: acme.id })).toHaveLength(1);
    const login = await ds.getRepository(PartnerUser).findOneByOrFail({ email: 'partner@demo.in' });
    expect(login.partnerId).toBe(acme.id);
    expect(await bcrypt.compare('Demo@12345', login.passwordHash)).toBe(true);
    const second = await ds
      .getRepository(PartnerUser)
      .findOneByOrFail({ email: 'partner2@demo.in' });
    expect(second.partnerId).toBe(partners[2].id);
    expect(await bcrypt.compare('Demo@12345', second.passwordHash)).toBe(true);

    // Each partner's consumers across the funnel, over the last 45 days, in India time.
    const funnel = await ds.query<
      {
        name: string;
        leads: number;
        profiles: number;
        handed: number;
        disbursed: number;
        paid: string;
        oldest: number;
        newest: number;
      }[]
    >(
      `SELECT pt.name, count(DISTINCT p.user_id)::int AS leads,
              count(a.id)::int AS profiles,
              count(DISTINCT t.application_id)::int AS handed,
              count(a.disbursed_at)::int AS disbursed,
              (SELECT COALESCE(sum(c.payout_amount), 0) FROM commissions c
                 JOIN applications a2 ON a2.id = c.application_id
                 JOIN prospect_applications p2 ON p2.id = a2.prospect_app_id
                WHERE p2.partner_id = pt.id)::text AS paid,
              max(extract(epoch FROM now() - p.created_at) / 86400)::int AS oldest,
              min(extract(epoch FROM now() - p.created_at) / 86400)::int AS newest
         FROM partners pt
         JOIN prospect_applications p ON p.partner_id = pt.id
         LEFT JOIN applications a ON a.prospect_app_id = p.id
         LEFT JOIN lender_transactions t ON t.application_id = a.id
        GROUP BY pt.id, pt.name ORDER BY pt.id`,
    );
    expect(funnel.map(({ name, leads }) => [name, leads])).toEqual([
      ['acme-finserv', 24],
      ['bharat-dsa', 12],
    ]);
    for (const row of funnel) {
      expect(row.profiles, row.name).toBeGreaterThan(row.handed);
      expect(row.handed, row.name).toBeGreaterThan(row.disbursed);
      expect(row.disbursed, row.name).toBeGreaterThan(0);
      expect(Number(row.paid), row.name).toBeGreaterThan(0);
      expect(row.oldest, row.name).toBeLessThanOrEqual(46);
      expect(row.newest, row.name).toBeGreaterThanOrEqual(0);
      expect(row.oldest, row.name).toBeGreaterThan(row.newest);
    }

    const all = await ds.getRepository(Lender).find();
    expect(all).toHaveLength(30);
    // Every active lender has what consumers must see before it may be shown (LENDER_INCOMPLETE).
    for (const lender of all.filter((l) => l.lenderStatus === 1))
      expect(missingForConsumers(lender), lender.urlKey).toEqual([]);
    // Three gold and three housing lenders, each serving only its product, two on the spec's
    // gold pages.
    const only = (code: 'servesGl' | 'servesHl') =>
      all.filter((l) => l[code] === 1 && l.servesPl === 0 && l.lenderStatus === 1);
    expect(only('servesGl').map((l) => l.urlKey)).toEqual(
      expect.arrayContaining(['muthootgold', 'indiagold']),
    );
    expect(only('servesGl')).toHaveLength(3);
    expect(only('servesHl')).toHaveLength(3);
    const lenders = all.filter((l) => l.servesPl === 1);
    expect(lenders).toHaveLength(24);
    expect(lenders.map((l) => l.urlKey)).toEqual(
      expect.arrayContaining([
        'cashe',
        'money-view',
        'upwards',
        'money-tap',
        'nira',
        'kreditbee',
        'finzy',
        'earlysalary',
      ]),
    );
    // The ranges of the partner portal's eligibility table.
    expect(min(lenders.map((l) => l.minAge))).toBe(18);
    expect(max(lenders.map((l) => l.maxAge))).toBe(65);
    expect(min(lenders.map((l) => l.minIncome))).toBe(15000);
    expect(max(lenders.map((l) => l.minIncome))).toBe(50000);
    expect(min(lenders.map((l) => l.loanAmountUpto))).toBe(25000);
    expect(max(lenders.map((l) => l.loanAmountUpto))).toBe(5000000);
    expect(new Set(lenders.map((l) => l.creditScoreClass))).toEqual(
      new Set(['625', '650', '700', '750']),
    );
    for (const flag of ['salaried', 'selfEmployed', 'business', 'api'] as const) {
      expect(
        lenders.some((l) => l[flag] === 1),
        flag,
      ).toBe(true);
    }
    expect(lenders.filter((l) => l.lenderStatus === 0).length).toBeGreaterThanOrEqual(3);
    const today = new Date().toISOString().slice(0, 10);
    const offers = lenders.filter((l) => l.soStatus === 1);
    expect(offers.some((l) => l.soDateStart! <= today && today <= l.soDateEnd!)).toBe(true);
    expect(offers.some((l) => l.soDateEnd! < today)).toBe(true);

    // Each lender's ticket class is the bucket its maximum loan falls in.
    const buckets = await ds.getRepository(SmartListOption).findBy({ listKey: 'ticketClass' });
    for (const lender of all) {
      const bucket = buckets.find((b) => b.value === lender.ticketClass);
      const { min: low, max: high } = bucket?.meta as { min: number; max: number };
      expect(Number(lender.loanAmountUpto), lender.urlKey).toBeGreaterThanOrEqual(low);
      expect(Number(lender.loanAmountUpto), lender.urlKey).toBeLessThanOrEqual(high);
    }

    const groups = await ds.getRepository(LenderGroup).find({ relations: { lenders: true } });
    expect(groups).toHaveLength(6);
    for (const group of groups) expect(group.lenders!.length, group.name).toBeGreaterThanOrEqual(3);

    const items = await ds
      .getRepository(LenderRevenueItem)
      .find({ order: { lenderId: 'ASC', sortOrder: 'ASC' } });
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.lenderId)).size).toBeGreaterThanOrEqual(5);

    const cards = await ds.getRepository(CreditCardCategory).find({ order: { sortOrder: 'ASC' } });
    expect(cards).toHaveLength(10);
    expect(new Set(cards.map((c) => c.sortOrder)).size).toBe(10);
    expect(new Set(cards.map((c) => c.secured))).toEqual(new Set([0, 1]));
    expect(new Set(cards.map((c) => c.status))).toEqual(new Set([0, 1]));
    for (const card of cards) {
      expect(card.utmLink).toContain('{UNIQUE_ID}');
      expect(card.marketingBullets.length).toBeGreaterThan(0);
    }

    // No back-office page opens empty: tracking links, banners, and a telecalling queue of
    // demo consumers who agreed to be called, each lead one the queue itself would build.
    const count = async (sql: string) => (await ds.query(sql))[0].n as number;
    expect(await count('SELECT count(*)::int AS n FROM tracking_links')).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM partner_banners')).toBe(2);
    const leads = await ds.query(
      `SELECT l.kind, (SELECT c.granted FROM consent_records c
                        WHERE c.user_id = l.user_id AND c.purpose = 'calls') AS calls
         FROM call_leads l WHERE l.status = 'open'`,
    );
    expect(leads.length).toBeGreaterThanOrEqual(5);
    expect(new Set(leads.map((l: { kind: string }) => l.kind))).toEqual(
      new Set(['no_profile', 'no_hand_off']),
    );
    expect(leads.every((l: { calls: boolean }) => l.calls)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(ds);
    expect(await seedDemo(ds)).toMatch(/; 0 rows inserted, 0 updated$/);
    expect(await snapshot(ds)).toEqual(before);
  });

  it('puts back the demo catalogue values that were changed', async () => {
    await ds.getRepository(Lender).update({ urlKey: 'cashe' }, { priority: 1, minIncome: '99999' });

    expect(await seedDemo(ds)).toMatch(/; 0 rows inserted, 1 updated$/);
    expect(await ds.getRepository(Lender).findOneByOrFail({ urlKey: 'cashe' })).toMatchObject({
      priority: 90,
      minIncome: '15000.00',
    });
  });

  it("keeps a demo login's changed password and its disabled status", async () => {
    const changed = await bcrypt.hash('Changed@2026!', 4);
    await ds.getRepository(AdminUser).update({ email: 'admin@demo.in' }, { passwordHash: changed });
    await ds.getRepository(AdminUser).update({ email: 'ops@demo.in' }, { status: 0 });
    await ds
      .getRepository(PartnerUser)
      .update({ email: 'partner@demo.in' }, { passwordHash: changed });

    expect(await seedDemo(ds)).toMatch(/; 0 rows inserted, 0 updated$/);
    const admin = await ds.getRepository(AdminUser).findOneByOrFail({ email: 'admin@demo.in' });
    expect(admin.passwordHash).toBe(changed);
    const ops = await ds.getRepository(AdminUser).findOneByOrFail({ email: 'ops@demo.in' });
    expect(ops.status).toBe(0);
    const partner = await ds
      .getRepository(PartnerUser)
      .findOneByOrFail({ email: 'partner@demo.in' });
    expect(partner.passwordHash).toBe(changed);
  });

  /**
   * One definition per measure: every partner's dashboard plus the consumers who came through no
   * partner make the back office's, on the demo data and on a generated month (a seeded draw),
   * and no cohort conversion passes 100 %. The app runs on this file's own database, so nothing
   * another test writes moves the sums between the calls.
   */
  describe('numbers that agree across the audiences', () => {
    let t: TestApp;
    let admin: string;
    const partnerTokens = new Map<number, string>();

    const MEASURES = [...FUNNEL_STEPS, 'disbursedAmount'] as const;
    type Measures = Record<(typeof MEASURES)[number], number>;
    const pickMeasures = (data: Record<string, unknown>) =>
      Object.fromEntries(MEASURES.map((m) => [m, data[m]])) as Measures;

    async function adminFigures(from: string, to: string): Promise<Measures> {
      const res = await t
        .http()
        .get('/api/admin/dashboard')
        .query({ from, to })
        .set(bearer(admin))
        .expect(200);
      return pickMeasures(res.body.data);
    }

    async function partnerFigures(token: string, from: string, to: string): Promise<Measures> {
      const res = await t
        .http()
        .get('/api/partner/dashboard')
        .query({ from, to })
        .set(bearer(token))
        .expect(200);
      return pickMeasures(res.body.data);
    }

    /** Every partner's dashboard, summed, plus the organic consumers'. */
    async function partnersPlusOrganic(from: string, to: string): Promise<Measures> {
      const total = pickMeasures({});
      for (const m of MEASURES) total[m] = 0;
      const organic = toMeasures(
        { from, to },
        await t.app.get(FunnelMeasuresRepository).totals(ORGANIC, from, to),
      );
      for (const token of partnerTokens.values())
        for (const [m, v] of Object.entries(await partnerFigures(token, from, to)))
          total[m as keyof Measures] += v;
      for (const m of MEASURES) total[m] += organic[m];
      return total;
    }

    async function expectConversionsAtMost100(from: string, to: string) {
      const queries = [{}, ...[...partnerTokens.keys()].map((id) => ({ partner_id: id }))];
      for (const query of queries) {
        const res = await t
          .http()
          .get('/api/admin/reports/products')
          .query({ from, to, ...query })
          .set(bearer(admin))
          .expect(200);
        for (const row of res.body.data as { conversion: Record<string, number | null> }[])
          for (const value of Object.values(row.conversion))
            if (value !== null) expect(value).toBeLessThanOrEqual(100);
      }
    }

    beforeAll(async () => {
      t = await createTestApp({ DATABASE_URL: db.url });
      admin = (await adminToken(t, 1)).token;
      const partners = await t.dataSource.getRepository(Partner).find();
      for (const p of partners)
        partnerTokens.set(
          p.id,
          (await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: p.id }))).token,
        );
    });
    afterAll(() => t?.close());

    it('sums on the demo data, and shows its funnel', async () => {
      const day = (offset: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
          new Date(Date.now() + offset * 86_400_000),
        );
      const [from, to] = [day(-60), day(0)];
      const figures = await adminFigures(from, to);
      expect(figures).toEqual(await partnersPlusOrganic(from, to));
      // The seed's 36 consumers signed in, and its funnel shows at every step.
      expect(figures.signIns).toBe(36);
      for (const m of MEASURES) expect(figures[m]).toBeGreaterThan(0);
      await expectConversionsAtMost100(from, to);
      // "Where they stop" shows the demo consumers' first choices and how far each went.
      const stops = await t
        .http()
        .get('/api/admin/customers-journey/drop-off')
        .query({ from, to })
        .set(bearer(admin))
        .expect(200);
      const chose = (stops.body.data as { chose: number; disbursed: number }[]).reduce(
        (sum, r) => sum + r.chose,
        0,
      );
      expect(chose).toBe(figures.leads);
    });

    it('sums on a generated month, matching the month as it was generated', async () => {
      const [acme, bharat] = await Promise.all(
        ['acme-finserv', 'bharat-dsa'].map((name) =>
          t.dataSource.getRepository(Partner).findOneByOrFail({ name }),
        ),
      );
      const merchant = await t.dataSource
        .getRepository(Merchant)
        .findOneByOrFail({ partnerId: acme.id });
      const lender = await t.dataSource.getRepository(Lender).findOneByOrFail({ urlKey: 'cashe' });
      const expected = await generateMonth(t.dataSource, {
        month: '2025-02',
        consumers: 300,
        seed: 41,
        lenderId: lender.id,
        sources: [
          { partnerId: null, merchantId: null },
          { partnerId: acme.id, merchantId: null },
          { partnerId: acme.id, merchantId: merchant.id },
          { partnerId: bharat.id, merchantId: null },
        ],
      });
      const [from, to] = ['2025-02-01', '2025-02-28'];
      const figures = await adminFigures(from, to);
      expect(figures).toEqual(await partnersPlusOrganic(from, to));
      expect(figures).toEqual(sumOf(expected, () => true));
      expect(await partnerFigures(partnerTokens.get(acme.id)!, from, to)).toEqual(
        sumOf(expected, (key) => key.startsWith(`${acme.id}:`)),
      );
      // A merchant's login counts its own consumers only.
      const merchantLogin = await partnerToken(
        t,
        await createPartnerUser(t.dataSource, { partnerId: acme.id, merchantId: merchant.id }),
      );
      expect(await partnerFigures(merchantLogin.token, from, to)).toEqual(
        expected.get(`${acme.id}:${merchant.id}`),
      );
      await expectConversionsAtMost100(from, to);
    });
  });
});
