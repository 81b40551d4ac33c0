import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  startServedApp,
  type BrowserSession,
  type ServedApp,
} from '../utils/browser';
import { keepLocal, openWithStorage } from '../utils/consumer-ui';
import { productionEnv } from '../utils/production-env';

/** A stand-in for GA4's collect endpoint: the query of every hit it receives. */
async function fakeCollector() {
  const hits: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(new URL(req.url!, 'http://collector').searchParams);
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hits, origin, close: () => new Promise((r) => server.close(r)) };
}

const PROSPECT = '8f14e45f-ceea-467f-a0e6-5e1b2b0d8a11';

/**
 * A page view on every route change, in production only and only after the consumer agreed to the
 * analytics purpose, through the analytics provider (GA4 when ANALYTICS_GA4_ID is set), never with
 * personal data in the URL or the event.
 */
describe('consumer app: page views', { timeout: 90_000 }, () => {
  let collector: Awaited<ReturnType<typeof fakeCollector>>;
  let browser: BrowserSession;
  beforeAll(async () => {
    collector = await fakeCollector();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await collector?.close();
  });

  const analyticsEnv = () => ({
    ANALYTICS_GA4_ID: 'G-TEST1234',
    ANALYTICS_ENDPOINT: `${collector.origin}/g/collect`,
  });

  async function served(env: Record<string, string>, visit: (app: ServedApp) => Promise<void>) {
    const app = await startServedApp(env);
    try {
      await keepLocal(browser.context, app.baseUrl, collector.origin);
      await visit(app);
    } finally {
      await browser.context.unrouteAll();
      await app.close();
    }
  }

  async function until(check: () => boolean) {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  }

  it('sends one page view per route in production, with ids taken out of the path', async () => {
    await served(productionEnv(analyticsEnv()), async (app) => {
      const config = await app.http().get('/api/ui-config').expect(200);
      expect(config.body.analytics).toEqual({
        measurementId: 'G-TEST1234',
        endpoint: `${collector.origin}/g/collect`,
      });
      expect(config.headers['content-security-policy']).toContain(
        `connect-src 'self' ${collector.origin}`,
      );

      const page = browser.page;
      collector.hits.length = 0;
      // DPDP: nothing is sent before the visitor agrees to the analytics purpose.
      await openWithStorage(app, page, '/', {});
      await page.getByRole('button', { name: 'Get OTP' }).waitFor();
      await new Promise((r) => setTimeout(r, 500));
      expect(collector.hits).toEqual([]);

      const agreed = { analyticsConsent: 'true' };
      await openWithStorage(app, page, '/?utm_source=google&utm_campaign=diwali&partner=x', agreed);
      await until(() => collector.hits.some((h) => h.get('dl') === `${app.baseUrl}/`));
      // A hand-over link carries a prospect id: the path goes out without it, then the login.
      await page.goto(`${app.baseUrl}/transfer/${PROSPECT}`);
      await until(
        () => collector.hits.filter((h) => h.get('dl') === `${app.baseUrl}/`).length === 2,
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
      await until(() => collector.hits.some((h) => h.get('dl') === `${app.baseUrl}/terms-of-use`));

      const paths = collector.hits.map((h) => h.get('dl')!.slice(app.baseUrl.length));
      expect(paths).toContain('/transfer/:id');
      for (const hit of collector.hits) {
        expect(hit.get('tid')).toBe('G-TEST1234');
        expect(hit.get('en')).toBe('page_view');
        expect(hit.toString()).not.toMatch(/utm|diwali|partner|8f14e45f/);
      }
      // One client id for the browser, random, the same on every hit.
      expect(new Set(collector.hits.map((h) => h.get('cid'))).size).toBe(1);
    });
  });

  it('sends none outside production, even with an id configured', async () => {
    await served(analyticsEnv(), async (app) => {
      const config = await app.http().get('/api/ui-config').expect(200);
      expect(config.body.analytics).toBeNull();
      collector.hits.length = 0;
      const page = browser.page;
      const asked = page.waitForResponse((r) => r.url().endsWith('/api/ui-config'));
      await openWithStorage(app, page, '/', { analyticsConsent: 'true' });
      await asked;
      await page.getByRole('button', { name: 'Get OTP' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
      await page.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
      await new Promise((r) => setTimeout(r, 500));
      expect(collector.hits).toEqual([]);
    });
  });
});
