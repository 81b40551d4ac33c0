import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode, roleMayOpen } from '@marketplace/contracts';
import { audienceOf } from '../src/common/auth/route-access';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken, uniqueIp } from './utils/auth';
import { newConsumer } from './utils/consumer';
import { listRoutes, type RouteInfo } from './utils/routes';

/** The route's audience, 'public' for routes open to all. */
const audience = (r: RouteInfo) => audienceOf(r.access!) ?? 'public';

type Caller = 'none' | 'consumer' | 'partner' | 'admin-1' | 'admin-2' | 'admin-3';
const CALLERS: Caller[] = ['none', 'consumer', 'partner', 'admin-1', 'admin-2', 'admin-3'];

/** One hostile request: a path, and a body with the content type it is sent as. */
interface Probe {
  path: string;
  type?: string;
  body?: string | Buffer;
  encoding?: string;
  label: string;
}

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const json = (v: unknown) => JSON.stringify(v);

/** Bodies no route should choke on: wrong types, huge and NUL texts, deep nesting, prototypes. */
const BODIES: [string, string, string | Buffer][] = [
  ['wrong types', 'application/json', json({ id: 'x', name: 1, email: [], value: {}, q: true })],
  [
    'huge strings',
    'application/json',
    json({ name: 'x'.repeat(200_000), email: 'y'.repeat(5000) }),
  ],
  [
    'NUL texts',
    'application/json',
    json({ name: 'a\u0000', email: 'a\u0000@b.in', value: '\u0000' }),
  ],
  ['lone surrogate', 'application/json', '{"name":"\\ud800","email":"a\\udfff@b.in"}'],
  ['1e309', 'application/json', '{"id":1e309,"uid":1e309,"minutes":-1e309,"value":1e309}'],
  ['deep nesting', 'application/json', deep(20_000)],
  [
    '__proto__',
    'application/json',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}',
  ],
  ['malformed JSON', 'application/json', '{"name": '],
  ['array body', 'application/json', '[1,"a",null]'],
  ['null body', 'application/json', 'null'],
  ['text/plain', 'text/plain', 'hello'],
  ['form body', 'application/x-www-form-urlencoded', 'name=a%00b&email[]=x&__proto__[x]=1'],
  ['multipart garbage', 'multipart/form-data; boundary=zz', '--zz\r\ngarbage'],
  ['multipart without boundary', 'multipart/form-data', 'x'],
  ['gzip header on plain text', 'application/json', '{"a":1}'],
];

/** List queries: wrong JSON, NUL, arrays where texts are expected, prototype keys. */
const QUERIES = [
  'sort=notjson&range=[x]&filter={',
  `filter=${encodeURIComponent(json({ q: 'a\u0000' }))}`,
  `filter=${encodeURIComponent('{"q":"\\ud800"}')}`,
  `filter=${encodeURIComponent('{"__proto__":{"x":1},"id":[1e309]}')}`,
  `range=${encodeURIComponent('[0,1e309]')}&sort=${encodeURIComponent('["id","DROP"]')}`,
  'q=a&q=b&name[]=x&filter[x]=1&a%00=1',
  `q=${'x'.repeat(6000)}`,
];

/** Path parameters: a number no row has, and hostile texts (percent-encoded as a client sends). */
const PARAMS = [
  '999999999',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '-1',
  '1e309',
  '%ED%A0%80',
  '%E0%A4%A8%F0%9F%92%A9',
  '%',
];

/**
 * The hostile-input sweep: every route of the inventory, called by every kind of
 * caller with malformed bodies, hostile path parameters and list queries. No answer may be a 5xx,
 * and every 4xx is JSON with an error `code` (what the clients show) and a text `message`.
 * Callers the route refuses get a few probes (the body is parsed and checked before the access
 * guard runs); callers it lets through get all of them.
 */
describe('hostile input: every route, every caller', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp();
    // Logout-like routes revoke the token they are called with: they go last.
    const revokes = (r: RouteInfo) => /logout|masquerade\/exit/.test(r.path);
    routes = listRoutes(t.app).sort((a, b) => Number(revokes(a)) - Number(revokes(b)));
    tokens.set('consumer', (await newConsumer(t)).token);
    tokens.set('partner', (await partnerToken(t)).token);
    for (const role of [1, 2, 3] as const)
      tokens.set(`admin-${role}`, (await adminToken(t, role)).token);
  });
  afterAll(() => t.close());

  function allowed(route: RouteInfo, caller: Caller): boolean {
    const to = audience(route);
    if (to === 'public') return true;
    if (!caller.startsWith('admin')) return caller === to;
    if (to !== 'admin') return false;
    return !route.access!.page || roleMayOpen(Number(caller.slice(-1)), route.access!.page);
  }

  function probes(route: RouteInfo, caller: Caller): Probe[] {
    const hasParams = route.path.includes(':');
    const withParam = (p: string) => route.path.replace(/:\w+/g, p);
    const path = withParam('999999999');
    const list: Probe[] = (hasParams ? PARAMS : ['']).map((p) => ({
      path: hasParams ? withParam(p) : path,
      label: `param ${p.slice(0, 20)}`,
    }));
    const bodies = allowed(route, caller)
      ? BODIES
      : BODIES.filter(([l]) => /NUL|malformed|deep/.test(l));
    if (route.method !== 'GET')
      for (const [label, type, body] of bodies)
        list.push({
          path,
          type,
          body,
          label,
          ...(label.startsWith('gzip') && { encoding: 'gzip' }),
        });
    if (route.method === 'GET' && allowed(route, caller))
      for (const q of QUERIES)
        list.push({ path: `${path}?${q}`, label: `query ${q.slice(0, 40)}` });
    return list;
  }

  async function send(route: RouteInfo, caller: Caller, probe: Probe): Promise<string | null> {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    let req = t.http()[method](probe.path).set('X-Forwarded-For', uniqueIp());
    const token = tokens.get(caller);
    if (token) req = req.set(bearer(token));
    if (probe.encoding) req = req.set('Content-Encoding', probe.encoding);
    if (probe.type !== undefined)
      req = req
        .set('Content-Type', probe.type)
        .serialize((b: string | Buffer) => b)
        .send(probe.body);
    const res = await req;
    const what = `${route.method} ${probe.path.slice(0, 80)} as ${caller} (${probe.label}): ${res.status}`;
    if (res.status >= 500) return `${what} ${res.text.slice(0, 200)}`;
    const body = res.body as { code?: unknown; message?: unknown } | undefined;
    if (res.status >= 400 && (!isErrorCode(body?.code) || typeof body?.message !== 'string'))
      return `${what} without a JSON code and message: ${res.text.slice(0, 200)}`;
    return null;
  }

  /** Runs the probes with a few requests in flight at a time (2 cores are shared). */
  async function sweep(audiences: string[]): Promise<{ failures: string[]; sent: number }> {
    const jobs: [RouteInfo, Caller, Probe][] = [];
    for (const route of routes.filter((r) => audiences.includes(audience(r))))
      for (const caller of CALLERS)
        for (const probe of probes(route, caller)) jobs.push([route, caller, probe]);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const [route, caller, probe] = jobs[next++];
        const failure = await send(route, caller, probe);
        if (failure) failures.push(failure);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    return { failures, sent: jobs.length };
  }

  it('public and consumer routes', { timeout: 120_000 }, async () => {
    const { failures, sent } = await sweep(['public', 'consumer']);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });

  it('admin and partner routes', { timeout: 120_000 }, async () => {
    const { failures, sent } = await sweep(['admin', 'partner']);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  it('a real gzip body is still read', async () => {
    const res = await t
      .http()
      .post('/api/getLanguages')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((b: Buffer) => b)
      .send(gzipSync(json({ countryCode: 'IN' })));
    expect(res.status).toBe(200);
  });
});
