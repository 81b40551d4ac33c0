import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/common/clock';
import {
  createLender,
  createMerchant,
  createPartner,
  uniqueName,
  uniquePhoneNumber,
} from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, otpFromOutbox, sendOtp, uniqueIp } from './utils/auth';
import { agreeToNotice, handOff, personalForm, withProfile } from './utils/consumer';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/**
 * Tracking links: a short link redirects (302) to its page with its UTM values, counts
 * a click once per visitor and India day without bots, and shows the sign-ins, hand-offs and
 * disbursals it brought.
 */
describe('tracking links', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let clock: Clock;

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(Clock);
    admin = bearer((await adminToken(t, 1)).token);
  });
  afterEach(() => clock.fix(null));
  afterAll(() => t.close());

  async function newLink(body: Record<string, unknown> = {}) {
    const res = await t
      .http()
      .post('/api/admin/tracking-links')
      .set(admin)
      .send({
        name: uniqueName('Diwali reel'),
        target_url: '/credit-cards',
        utm_source: 'instagram',
        utm_medium: 'social',
        utm_campaign: 'diwali-2026',
        ...body,
      })
      .expect(201);
    return res.body as { id: number; code: string; short_url: string };
  }
  const click = (code: string, userAgent = BROWSER, ip = '203.0.113.7', cookie?: string) => {
    const req = t.http().get(`/t/${code}`).set('User-Agent', userAgent).set('X-Forwarded-For', ip);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const linkOf = async (id: number) =>
    (await t.http().get(`/api/admin/tracking-links/${id}`).set(admin).expect(200)).body;

  it('redirects to its page with the UTM values, the partner and the merchant', async () => {
    const partner = await createPartner(t.dataSource);
    const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
    const link = await newLink({ partner_id: partner.id, merchant_id: merchant.id });
    expect(link.short_url).toMatch(new RegExp(`/t/${link.code}$`));

    const res = await click(link.code).expect(302);
    expect(res.headers.location).toBe(
      `/credit-cards?partner=${partner.name}&utm_source=instagram&utm_medium=social` +
        `&utm_campaign=diwali-2026&merchant_id=${merchant.id}`,
    );
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('cm_tl='))).toMatch(
      new RegExp(`^cm_tl=${link.code}; Max-Age=2592000; Path=/api/auth; .*HttpOnly; SameSite=Lax`),
    );
    expect(cookies.find((c) => c.startsWith('cm_v='))).toMatch(/Path=\/t; .*HttpOnly/);
  });

  it('counts a click once per visitor and India day, leaving bots out', async () => {
    const link = await newLink();
    const first = await click(link.code).expect(302);
    const visitor = (first.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('cm_v='))!
      .split(';')[0];
    await click(link.code).expect(302); // the same browser, without its cookie
    await click(link.code, 'Mozilla/5.0 (iPhone) Safari/604.1', '198.51.100.4', visitor); // with it
    expect((await linkOf(link.id)).clicks).toBe(1);

    await click(link.code, 'Mozilla/5.0 (iPhone) Safari/604.1', '198.51.100.4').expect(302);
    expect((await linkOf(link.id)).clicks).toBe(2);

    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ])
      await click(link.code, bot, '192.0.2.50').expect(302);
    expect((await linkOf(link.id)).clicks).toBe(2);

    // The next India day the same visitor counts again.
    clock.fix(new Date(Date.now() + 24 * 3600_000));
    await click(link.code, BROWSER, '203.0.113.7', visitor).expect(302);
    expect((await linkOf(link.id)).clicks).toBe(3);
  });

  it('sends an unknown or switched-off link to the home page, uncounted', async () => {
    const link = await newLink();
    await t
      .http()
      .put(`/api/admin/tracking-links/${link.id}`)
      .set(admin)
      .send({ status: 0 })
      .expect(200);
    expect((await click(link.code).expect(302)).headers.location).toBe('/');
    expect((await click('NoSuchCode99').expect(302)).headers.location).toBe('/');
    expect((await linkOf(link.id)).clicks).toBe(0);
  });

  it('shows the sign-ins, hand-offs and disbursals the link brought', async () => {
    const link = await newLink({ target_url: '/' });
    const lender = await createLender(t.dataSource);
    const phoneNumber = uniquePhoneNumber();
    await click(link.code).expect(302);
    await sendOtp(t, phoneNumber).expect(200);
    const otp = await otpFromOutbox(t, phoneNumber);
    const verified = await t
      .http()
      .post('/api/auth/otp/verify')
      .set('X-Forwarded-For', uniqueIp())
      .set('Cookie', `cm_tl=${link.code}`)
      .send({ phoneNumber, otp, utmSource: 'instagram' })
      .expect(200);
    // The sign-in uses the cookie up.
    expect(String(verified.headers['set-cookie'])).toMatch(
      /^cm_tl=;.* Path=\/api\/auth; Expires=Thu, 01 Jan 1970/,
    );
    const consumer = {
      ...verified.body,
      auth: bearer(verified.body.token),
    } as { token: string; prospectAppId: string; userId: number; auth: Record<string, string> };
    await agreeToNotice(t, consumer.auth);
    const { appId } = await withProfile(t, consumer, 'personal', personalForm());
    await t.http().get('/api/offers').set(consumer.auth).expect(200);
    await handOff(t, consumer, lender.urlKey);
    await t.dataSource.query(
      `UPDATE applications SET disbursed_at = now(), disbursed_amount = 200000 WHERE id = $1`,
      [appId],
    );
    expect(await linkOf(link.id)).toMatchObject({
      clicks: 1,
      sign_ins: 1,
      hand_offs: 1,
      disbursals: 1,
    });
    const listed = await t
      .http()
      .get('/api/admin/tracking-links')
      .query({ filter: JSON.stringify({ q: link.code }) })
      .set(admin)
      .expect(200);
    expect(listed.body[0]).toMatchObject({ id: link.id, sign_ins: 1, hand_offs: 1, disbursals: 1 });
  });

  it('refuses another site as the page, a merchant of another partner, and other roles', async () => {
    const post = (body: object) =>
      t
        .http()
        .post('/api/admin/tracking-links')
        .set(admin)
        .send({
          name: 'Bad',
          target_url: '/',
          utm_source: 'x',
          ...body,
        });
    for (const target of ['https://evil.example/', '//evil.example', '/a?b=1', 'home'])
      expect((await post({ target_url: target }).expect(400)).body.code).toBe(
        'TRACKING_TARGET_INVALID',
      );
    expect((await post({ utm_source: '' }).expect(400)).body.code).toBe(
      'TRACKING_UTM_SOURCE_REQUIRED',
    );
    const [a, b] = [await createPartner(t.dataSource), await createPartner(t.dataSource)];
    const merchant = await createMerchant(t.dataSource, { partnerId: a.id });
    const mismatch = await post({ partner_id: b.id, merchant_id: merchant.id });
    expect(mismatch.body.code).toBe('PARTNER_MERCHANT_MISMATCH');
    expect((await post({ product_id: 999999 })).body.code).toBe('TRACKING_PRODUCT_NOT_FOUND');
    for (const role of [2, 3] as const) {
      const other = bearer((await adminToken(t, role)).token);
      await t.http().get('/api/admin/tracking-links').set(other).expect(403);
    }
  });
});
