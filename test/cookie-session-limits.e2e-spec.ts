import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnonymousSessionsService } from '../src/modules/session/anonymous-sessions.service';
import { createTestApp, type TestApp } from './utils/app';
import { uniqueIp, uniqueIpv6Network } from './utils/auth';
import { newConsumer } from './utils/consumer';

/** Room for every live session the run's other specs leave in the shared database. */
const MAX_LIVE = 1000;

const setCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[]) ?? [])
    .find((h) => h.startsWith('cm_sid='));

describe('limits on new anonymous cookies sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COOKIE_SESSION_MAX_ANONYMOUS: String(MAX_LIVE) });
  });
  afterAll(() => t?.close());

  const save = (ip: string, cookie?: string) => {
    const req = t.http().post('/api/cookies/save').set('X-Forwarded-For', ip);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ name: 'lead', value: 'x'.repeat(100) });
  };
  const expectRetryAfter = (res: { headers: Record<string, string>; body: any }) => {
    expect(res.body.params.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.headers['retry-after']).toBe(String(res.body.params.retryAfterSeconds));
  };

  it('starts at most 20 an hour per address, also in parallel; IPv6 counts by /64', async () => {
    const net = uniqueIpv6Network();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => save(`${net}::${(i + 1).toString(16)}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      ...Array(20).fill(200),
      ...Array(5).fill(429),
    ]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(
      /^Too many new sessions from your network. Please try again in (\d+ minutes|1 hour)$/,
    );
    expectRetryAfter(refused);
    expect(refused.body.params.retryAfterSeconds).toBeGreaterThan(3500);
    expect(setCookie(refused)).toBeUndefined();
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM anonymous_sessions WHERE ip_key = $1',
      [`${net}::/64`],
    );
    expect(count).toBe(20);

    // A session already started keeps working; a made-up cookie is a new session, refused.
    const started = setCookie(results.find((r) => r.status === 200)!)!.split(';')[0];
    const again = await save(`${net}::99`, started).expect(200);
    expect(setCookie(again)).toBeUndefined();
    await save(`${net}::99`, `cm_sid=${'A'.repeat(43)}`).expect(429);
    // Another address is another caller; an hour later the network may start sessions again.
    await save(uniqueIp()).expect(200);
    await t.dataSource.query(
      `UPDATE anonymous_sessions SET created_at = created_at - interval '1 hour' WHERE ip_key = $1`,
      [`${net}::/64`],
    );
    await save(`${net}::1`).expect(200);
  });

  it(`caps live sessions at COOKIE_SESSION_MAX_ANONYMOUS; expired ones do not count`, async () => {
    const [{ live }] = await t.dataSource.query(
      'SELECT count(*)::int AS live FROM anonymous_sessions WHERE expires_at > now()',
    );
    // Other visitors' sessions, ending in 10 to 20 minutes, fill every place.
    await t.dataSource.query(
      `INSERT INTO anonymous_sessions (session_key, ip_key, expires_at)
       SELECT 'anon:filler-' || i, 'filler', now() + interval '10 minutes' + i * interval '1 second'
         FROM generate_series(1, $1) i`,
      [MAX_LIVE - live],
    );
    try {
      const refused = await save(uniqueIp()).expect(429);
      expect(refused.body.message).toMatch(/^Too many visitors right now. Please try again in/);
      expectRetryAfter(refused);
      expect(refused.body.params.retryAfterSeconds).toBeLessThanOrEqual(601);
      await t.dataSource.query(
        `UPDATE anonymous_sessions SET expires_at = now() - interval '1 second'
          WHERE session_key = 'anon:filler-1'`,
      );
      await save(uniqueIp()).expect(200);
      await save(uniqueIp()).expect(429);
    } finally {
      await t.dataSource.query(`DELETE FROM anonymous_sessions WHERE ip_key = 'filler'`);
    }
  });

  it('ends a session when a sign-in adopts it, and purges rows that count for nothing', async () => {
    const anonymous = setCookie(await save(uniqueIp()).expect(200))!.split(';')[0];
    const consumer = await newConsumer(t);
    await t
      .http()
      .get('/api/cookies/read?name=lead')
      .set(consumer.auth)
      .set('Cookie', anonymous)
      .expect(200);
    const [ended] = await t.dataSource.query(
      'SELECT expires_at <= now() AS ended FROM anonymous_sessions WHERE session_key = $1',
      [`anon:${anonymous.slice('cm_sid='.length)}`],
    );
    expect(ended).toEqual({ ended: true });

    const insert = (key: string, created: string, expires: string) =>
      t.dataSource.query(
        `INSERT INTO anonymous_sessions (session_key, ip_key, created_at, expires_at)
         VALUES ($1, 'sweep-test', now() - $2::interval, now() + $3::interval)`,
        [key, created, expires],
      );
    await insert('anon:old-and-ended', '2 hours', '-1 hour');
    await insert('anon:ended-this-hour', '10 minutes', '-1 minute');
    await insert('anon:live', '2 hours', '1 hour');
    await t.app.get(AnonymousSessionsService).sweep();
    const rows = await t.dataSource.query(
      `SELECT session_key FROM anonymous_sessions WHERE ip_key = 'sweep-test' ORDER BY 1`,
    );
    expect(rows.map((r: { session_key: string }) => r.session_key)).toEqual([
      'anon:ended-this-hour',
      'anon:live',
    ]);
  });
});
