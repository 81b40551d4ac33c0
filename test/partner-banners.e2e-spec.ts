import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../src/modules/partners/partner.entity';
import { createPartner, createPartnerUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';

/** Banners and creatives: role-1 admins add them for every partner or one; partners see theirs. */
describe('partner banners', () => {
  let t: TestApp;
  let acme: Partner;
  let bharat: Partner;
  let acmeToken: string;
  let bharatToken: string;
  let admin: string;

  const create = (body: object) =>
    t.http().post('/api/admin/partner-banners').set(bearer(admin)).send(body);
  // This file's banners only (the database is shared with other test files).
  const titles = async (token: string) =>
    (await t.http().get('/api/partner/banners').set(bearer(token)).expect(200)).body.data
      .map((b: { title: string }) => b.title)
      .filter((title: string) => title.startsWith('T1 '));

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource);
    bharat = await createPartner(t.dataSource);
    acmeToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: acme.id }))
    ).token;
    bharatToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: bharat.id }))
    ).token;
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it('shows a partner the banners for everyone and its own, not another partner’s', async () => {
    await create({
      title: 'T1 Diwali personal loans',
      image_url: '/uploads/banners/diwali.png',
      disclaimer: 'Offered by the lenders, at their discretion.',
    }).expect(201);
    const own = await create({
      title: 'T1 Bharat gold loans',
      image_url: 'https://cdn.example.in/bharat-gold.png',
      partner_id: bharat.id,
    }).expect(201);
    expect(await titles(acmeToken)).toEqual(['T1 Diwali personal loans']);
    expect(await titles(bharatToken)).toEqual(['T1 Bharat gold loans', 'T1 Diwali personal loans']);

    await t
      .http()
      .put(`/api/admin/partner-banners/${own.body.id}`)
      .set(bearer(admin))
      .send({ status: 0 })
      .expect(200);
    expect(await titles(bharatToken)).toEqual(['T1 Diwali personal loans']);
  });

  it('refuses a banner without a title or an image, and keeps writes to role 1', async () => {
    expect((await create({ image_url: '/uploads/b.png' }).expect(400)).body.code).toBe(
      'BANNER_TITLE_INVALID',
    );
    expect((await create({ title: 'No image' }).expect(400)).body.code).toBe(
      'BANNER_IMAGE_REQUIRED',
    );
    expect(
      (await create({ title: 'Bad image', image_url: 'javascript:alert(1)' }).expect(400)).body
        .code,
    ).toBe('BANNER_IMAGE_REQUIRED');
    const ops = (await adminToken(t, 2)).token;
    await t.http().get('/api/admin/partner-banners').set(bearer(ops)).expect(403);
    await t.http().get('/api/partner/banners').expect(401);
  });
});
