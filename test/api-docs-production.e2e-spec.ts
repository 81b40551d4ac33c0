import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { productionEnv } from './utils/production-env';

const production = productionEnv();

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// platform.e2e-spec.ts shows the docs served outside production.
it('keeps the API docs off in production', async () => {
  t = await createTestApp(production);
  const res = await t.http().get('/api/docs').expect(404);
  expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Cannot GET /api/docs' });
  await t.http().get('/api/docs-json').expect(404);
});

it('serves them in production with API_DOCS=true', async () => {
  t = await createTestApp({ ...production, API_DOCS: 'true' });
  const res = await t.http().get('/api/docs-json').expect(200);
  expect(Object.keys(res.body.paths)).toContain('/api/health');
});
