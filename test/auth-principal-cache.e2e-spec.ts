import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrincipalCacheService } from '../src/modules/auth/principal-cache.service';
import { User } from '../src/modules/users/user.entity';
import { createTestApp, type TestApp } from './utils/app';
import { newConsumer } from './utils/consumer';

/** Polls `check` until it holds (a NOTIFY arrives asynchronously); fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Remembered consumer-token checks never outlive a revocation or a deletion, whoever makes it:
 * here the database is changed behind the app's back, as another instance or an operator would.
 */
describe('remembered consumer-token checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const session = (auth: Record<string, string>) => t.http().get('/api/auth/session').set(auth);

  it('are remembered after a first check', async () => {
    const c = await newConsumer(t);
    await session(c.auth).expect(200);
    const jti = JSON.parse(Buffer.from(c.token.split('.')[1], 'base64url').toString()).jti;
    expect(t.app.get(PrincipalCacheService).remembers(jti, c.userId)).toBe(true);
  });

  it('refuse a token revoked by another instance as soon as the notice arrives', async () => {
    const c = await newConsumer(t);
    await session(c.auth).expect(200);
    const jti = JSON.parse(Buffer.from(c.token.split('.')[1], 'base64url').toString()).jti;
    await t.dataSource.query(
      `INSERT INTO revoked_tokens (jti, audience, expires_at) VALUES ($1, 'consumer', now() + interval '1 day')`,
      [jti],
    );
    await eventually(async () => (await session(c.auth)).status === 401);
  });

  it('refuse a consumer deleted behind the app’s back', async () => {
    const c = await newConsumer(t);
    await session(c.auth).expect(200);
    await t.dataSource.getRepository(User).softDelete({ id: c.userId });
    await eventually(async () => (await session(c.auth)).status === 401);
  });

  it('refuse a token logged out in this instance at once', async () => {
    const c = await newConsumer(t);
    await session(c.auth).expect(200);
    await t.http().post('/api/auth/logout').set(c.auth).expect(200);
    await session(c.auth).expect(401);
  });
});
