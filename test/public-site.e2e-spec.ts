import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLender } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { newConsumer, personalForm, withProfile } from './utils/consumer';
import { seedDemoData } from './utils/demo';

/**
 * What the public home (/customer-site) shows anyone: every active lender by name, the rules
 * offers are matched and ranked by (the same text every offers list carries), and the grievance
 * officer from configuration.
 */
describe('public site facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
    });
    await seedDemoData(t.dataSource);
  });
  afterAll(() => t?.close());

  it('lists every active lender by name, to anyone, and none that is switched off', async () => {
    const on = await createLender(t.dataSource);
    const off = await createLender(t.dataSource, { lenderStatus: 0 });
    const res = await t.http().get('/api/public/lending-partners').expect(200);
    const names = (res.body.data as { name: string }[]).map((p) => p.name);
    expect(names).toContain(on.name);
    expect(names).not.toContain(off.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect(res.body.data.find((p: { name: string }) => p.name === on.name)).toEqual({
      name: on.name,
      logo: on.logoUrl,
    });
  });

  it('publishes the matching and ranking rules the offers call applies', async () => {
    const res = await t.http().get('/api/public/matching-method').expect(200);
    const c = await newConsumer(t);
    await withProfile(t, c, 'personal', personalForm());
    const offers = await t.http().get('/api/offers').set(c.auth).expect(200);
    expect(res.body).toMatchObject({
      rankingRule: offers.body.data.rankingRule,
      emiRule: offers.body.data.emiRule,
    });
    // The version in force, and the history, newest first.
    expect(res.body.version).toBe(res.body.history[0].version);
    expect(res.body.effectiveFrom).toBe(res.body.history[0].effectiveFrom);
    expect(res.body.history.at(-1)).toEqual({
      version: 1,
      effectiveFrom: '2026-11-21',
      change: 'The first published method.',
    });
    expect(res.body.rankingRule).toMatch(
      /^Every active lender that serves the product applied for is considered\./,
    );
    // Version 3: one objective ranking by the all-in APR; no hand-set priority.
    expect(res.body.version).toBeGreaterThanOrEqual(3);
    expect(res.body.rankingRule).toContain('all-in APR');
    expect(res.body.rankingRule).not.toContain("lender's priority");
    expect(res.body.emiRule).toMatch(/^EMI = P × r × \(1 \+ r\)\^n/);
  });

  it('names the grievance officer from configuration, and nobody when none is set', async () => {
    const res = await t.http().get('/api/ui-config').expect(200);
    expect(res.body.grievanceOfficer).toEqual({
      name: 'Meera Iyer',
      email: 'grievance@example.in',
      phone: '+91 80 4000 1234',
    });
    const plain = await createTestApp();
    try {
      const none = await plain.http().get('/api/ui-config').expect(200);
      expect(none.body.grievanceOfficer).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
