import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { uniqueIp } from './utils/auth';

// Two API instances of one deployment (same database, Redis and QUEUE_PREFIX), as behind a load
// balancer. The sign-in throttle counted per process: 30 tries from one address got 20 through.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const login = (t: TestApp, ip: string) =>
  t
    .http()
    .post('/api/admin/login')
    .set('X-Forwarded-For', ip)
    .send({ email: 'nobody-here@test.in', password: 'Wrong@12345' });

it('limits admin sign-in tries from one address to 10 a minute across both instances', async () => {
  const ip = uniqueIp();
  const statuses: number[] = [];
  // Alternating, as a balancer would spread them.
  for (let i = 0; i < 30; i++) statuses.push((await login(i % 2 ? b : a, ip)).status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  // Another address is its own caller.
  expect((await login(b, uniqueIp())).status).toBe(401);
});

it('with Redis down, neither locks everyone out nor drops the limit: this process counts', async () => {
  // Nothing listens on port 1: every Redis command fails.
  const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  try {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(down, ip)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  } finally {
    await down.close();
  }
});
