import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLender, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer } from './utils/auth';
import { recordSecret } from './utils/secrets';

const API_KEY = 'sk_live_Checker8Wn3Pq5';

/**
 * Under maker-checker, a lender's API address, key and timeout wait for a second role-1 admin,
 * and the pending change holds the key only sealed; a new webhook secret alone applies at once.
 */
describe('lender integration settings under maker-checker', () => {
  let t: TestApp;
  let maker: Record<string, string>;
  let checker: Record<string, string>;
  let lenderId: number;

  beforeAll(async () => {
    t = await createTestApp({ MAKER_CHECKER: 'true' });
    maker = bearer((await adminToken(t, 1)).token);
    checker = bearer((await adminToken(t, 1)).token);
    lenderId = (await createLender(t.dataSource, { name: uniqueName('GatedApi'), api: 1 })).id;
    recordSecret('lender api key', API_KEY);
  });
  afterAll(() => t?.close());

  const integration = () =>
    t.http().get(`/api/admin/lenders/${lenderId}/integration`).set(checker).expect(200);

  it('holds a new address and key until another admin approves, never in clear', async () => {
    const sent = await t
      .http()
      .put(`/api/admin/lenders/${lenderId}/integration`)
      .set(maker)
      .send({ api_url: 'https://api.gated-lender.example.in/apps', api_key: API_KEY })
      .expect(202);
    const change = sent.body.pending_change;
    expect(change).toMatchObject({ kind: 'lender_integration', status: 'pending' });
    expect(JSON.stringify(sent.body)).not.toContain(API_KEY);
    expect(change.differences.map((d: { field: string }) => d.field).sort()).toEqual([
      'api_key',
      'api_url',
      'webhook_secret',
    ]);
    const [stored] = await t.dataSource.query(
      'SELECT request::text FROM pending_changes WHERE id = $1',
      [change.id],
    );
    expect(stored.request).not.toContain(API_KEY);
    expect((await integration()).body).toMatchObject({ api_url: null, api_key_set: false });

    await t
      .http()
      .post(`/api/admin/pending-changes/${change.id}/approve`)
      .set(maker)
      .send({})
      .expect(403);
    await t
      .http()
      .post(`/api/admin/pending-changes/${change.id}/approve`)
      .set(checker)
      .send({})
      .expect(200);
    expect((await integration()).body).toMatchObject({
      api_url: 'https://api.gated-lender.example.in/apps',
      api_key_set: true,
      webhook_secret_set: true,
    });
  });

  it('gives a new webhook secret at once: it changes who may call us, not where data goes', async () => {
    const res = await t
      .http()
      .put(`/api/admin/lenders/${lenderId}/integration`)
      .set(maker)
      .send({ rotate_webhook_secret: true })
      .expect(200);
    expect(res.body.webhook_secret).toMatch(/^whsec_/);
    recordSecret('lender webhook secret', res.body.webhook_secret);
  });
});
