import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMayCall, audienceOf } from '../src/common/auth/route-access';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, consumerToken, partnerToken } from './utils/auth';
import { describeRoute, listRoutes, type RouteInfo } from './utils/routes';

/** Who calls: no token, each audience, and each admin role. */
type Caller = 'none' | 'consumer' | 'partner' | 'admin-1' | 'admin-2' | 'admin-3';
const CALLERS: Caller[] = ['none', 'consumer', 'partner', 'admin-1', 'admin-2', 'admin-3'];

/** What the table says a caller must get from a route: refused (401/403) or let through. */
function expected(route: RouteInfo, caller: Caller): 401 | 403 | 'allowed' {
  const audience = audienceOf(route.access!);
  const callerAudience = caller.startsWith('admin') ? 'admin' : caller;
  if (callerAudience !== audience) return 401;
  const access = route.access!;
  if (access.kind !== 'admin' || !access.page) return 'allowed';
  return adminMayCall(access, Number(caller.slice(-1))) ? 'allowed' : 403;
}

// A path parameter no row has: a permitted call may answer 400 or 404, but never 401 or 403.
const concrete = (path: string) => path.replace(/:\w+/g, '999999999');

/**
 * Every signed-in route the app has (discovered, not listed by hand), called by every kind of
 * caller, checked against the route's declaration and the admin page table. New routes are
 * covered as they land.
 */
// Hundreds of calls one after another: on a loaded 2-core machine they take more than the default 30 s.
describe('access matrix', { timeout: 120_000 }, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes(t.app).filter((r) => r.access && r.access.kind !== 'public');
  });
  afterAll(() => t.close());

  // A fresh token per call: some routes (logout) revoke the token they are called with.
  async function tokenFor(caller: Caller): Promise<string | null> {
    if (caller === 'none') return null;
    if (caller === 'consumer') return (await consumerToken(t)).token;
    if (caller === 'partner') return (await partnerToken(t)).token;
    return (await adminToken(t, Number(caller.slice(-1)) as 1 | 2 | 3)).token;
  }

  async function check(route: RouteInfo, caller: Caller): Promise<string | null> {
    const token = await tokenFor(caller);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req = t.http()[method](concrete(route.path));
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    const res = await (method === 'get' ? req : req.send({}));
    const want = expected(route, caller);
    const ok =
      want === 'allowed'
        ? res.status !== 401 && res.status !== 403 && res.status < 500
        : res.status === want;
    return ok ? null : `${describeRoute(route)} as ${caller}: got ${res.status}, want ${want}`;
  }

  async function matrix(audience: 'consumer' | 'partner' | 'admin') {
    const mine = routes.filter((r) => audienceOf(r.access!) === audience);
    const failures: string[] = [];
    for (const route of mine)
      for (const caller of CALLERS) {
        const failure = await check(route, caller);
        if (failure) failures.push(failure);
      }
    return { checked: mine.map((r) => `${r.method} ${r.path}`), failures };
  }

  it('admin routes: 401 without an admin token, 403 for roles outside the page', async () => {
    const { checked, failures } = await matrix('admin');
    expect(failures).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin-reverify',
        'POST /api/admin/logout',
        'POST /api/admin/masquerade/:partnerId',
        'GET /api/admin/dashboard',
      ]),
    );
  });

  it('consumer routes: only a consumer token passes', async () => {
    const { checked, failures } = await matrix('consumer');
    expect(failures).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining(['GET /api/auth/session', 'POST /api/auth/logout']),
    );
  });

  it('partner routes: only a partner token passes', async () => {
    const { checked, failures } = await matrix('partner');
    expect(failures).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/partner/get-revenue',
        'GET /api/partner/dashboard',
        'GET /api/partner/customers',
        'POST /api/partner/logout',
        'POST /api/admin/masquerade/exit',
      ]),
    );
  });
});
