import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';

const secret = (name: string) => `${name}-production-secret-${'x'.repeat(32)}`;
const production = {
  NODE_ENV: 'production',
  JWT_CONSUMER_SECRET: secret('consumer'),
  JWT_ADMIN_SECRET: secret('admin'),
  JWT_PARTNER_SECRET: secret('partner'),
  OTP_HASH_SECRET: secret('otp'),
  SMS_PROVIDER: 'msg91',
  SMS_GATEWAY_URL: 'http://127.0.0.1:1/never-called',
  SMS_API_KEY: 'test-authkey',
  SMS_TEMPLATE_ID: 'dlt-template-1',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// platform.e2e-spec.ts shows the docs served outside production.
it('keeps the API docs off in production', async () => {
  t = await createTestApp(production);
  const res = await t.http().get('/api/docs').expect(404);
  expect(res.body).toEqual({ message: 'Cannot GET /api/docs' });
  await t.http().get('/api/docs-json').expect(404);
});

it('serves them in production with API_DOCS=true', async () => {
  t = await createTestApp({ ...production, API_DOCS: 'true' });
  const res = await t.http().get('/api/docs-json').expect(200);
  expect(Object.keys(res.body.paths)).toContain('/api/health');
});
