import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { describeRoute, listRoutes, type RouteInfo } from './utils/routes';

const accessText = (r: RouteInfo) => {
  const a = r.access;
  if (!a) return 'NOTHING DECLARED';
  if (a.kind === 'public') return 'public';
  if (a.kind === 'partner-api-key') return 'partner API key';
  if (a.kind === 'audience') return a.audience;
  return a.page ? `admin page '${a.page}'` : 'any admin';
};

describe('route inventory', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes(t.app);
  });
  afterAll(() => t.close());

  it('finds every route the server has', () => {
    // Not controller routes: the OpenAPI document and UI (public by design), the files and UIs
    // served beside the API, and Bull Board.
    const notControllers = (route: string) => / \/(api\/docs|uploads|admin|\*)/.test(route);
    const served = [...new Set(t.routes)].filter((r) => !notControllers(r)).sort();
    const listed = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(listed).toEqual(served);
    expect(listed.length).toBeGreaterThan(5);
  });

  it('has every route declare @Public() or its audience', () => {
    const inventory = routes.map((r) => `${describeRoute(r)}: ${accessText(r)}`).join('\n');
    const undeclared = routes.filter((r) => !r.access).map(describeRoute);
    expect(
      undeclared,
      `Routes declaring no access (the guard refuses them):\n${inventory}`,
    ).toEqual([]);
  });

  it('declares the sign-in routes as the issue specifies', () => {
    const declared = Object.fromEntries(
      routes.map((r) => [`${r.method} ${r.path}`, accessText(r)]),
    );
    expect(declared).toMatchObject({
      'GET /api/health': 'public',
      'GET /api/health/live': 'public',
      'GET /api/health/ready': 'public',
      // Public to the guard; the route asks for METRICS_TOKEN itself (test/metrics.e2e-spec.ts).
      'GET /api/metrics': 'public',
      'POST /api/auth/otp/send': 'public',
      'POST /api/auth/otp/verify': 'public',
      'GET /api/dev/sms-outbox': 'public',
      'GET /api/auth/session': 'consumer',
      'POST /api/auth/logout': 'consumer',
      'POST /api/admin/login': 'public',
      'POST /api/admin/login/new-password': 'public',
      'POST /api/admin/invitation': 'public',
      'POST /api/admin/invitation/accept': 'public',
      'GET /t/:code': 'public',
      'GET /api/admin/eligibility': "admin page 'customer-eligibility'",
      'POST /api/admin/eligibility/test': "admin page 'customer-eligibility'",
      'PUT /api/admin/eligibility/:id': "admin page 'customer-eligibility'",
      'POST /api/admin/eligibility/:id/what-if': "admin page 'customer-eligibility'",
      'GET /api/admin/tracking-links': "admin page 'tracking-links'",
      'POST /api/admin/tracking-links': "admin page 'tracking-links'",
      'PUT /api/admin/tracking-links/:id': "admin page 'tracking-links'",
      'GET /api/admin/bank-holidays': "admin page 'lenders'",
      'GET /api/admin/bank-holidays/:id': "admin page 'lenders'",
      'POST /api/admin/bank-holidays': "admin page 'lenders'",
      'DELETE /api/admin/bank-holidays/:id': "admin page 'lenders'",
      'GET /api/admin/pending-changes': "admin page 'pending-changes'",
      'GET /api/admin/pending-changes/:id': "admin page 'pending-changes'",
      'POST /api/admin/pending-changes/:id/approve': "admin page 'pending-changes'",
      'POST /api/admin/pending-changes/:id/reject': "admin page 'pending-changes'",
      'GET /api/admin/vendors': "admin page 'vendors-on-off'",
      'POST /api/admin/vendors/status': "admin page 'vendors-on-off'",
      'PUT /api/admin/vendors/:id/products': "admin page 'vendors-on-off'",
      'GET /api/admin/admin-users': "admin page 'user-management'",
      'POST /api/admin/admin-users': "admin page 'user-management'",
      'PUT /api/admin/admin-users/:id': "admin page 'user-management'",
      'POST /api/admin/admin-users/:id/reset-password': "admin page 'user-management'",
      'GET /api/admin-reverify': 'any admin',
      'POST /api/admin/logout': 'any admin',
      'POST /api/admin/masquerade/:partnerId': "admin page 'merchant-management'",
      'POST /api/admin/masquerade/exit': 'partner',
      'POST /api/partner/login': 'public',
      'POST /api/partner/logout': 'partner',
      'POST /api/partner/v1/leads': 'partner API key',
      'POST /api/partner/api-keys': 'partner',
      'POST /api/merchant-applications/otp': 'public',
      'POST /api/merchant-applications': 'public',
      'POST /api/admin/merchant-applications/:id/approve': "admin page 'merchant-management'",
      'GET /api/partner/get-revenue': 'partner',
      'GET /api/partner/dashboard': 'partner',
      'GET /api/partner/customers': 'partner',
      'GET /api/partner/customers/:id': 'partner',
      'GET /api/partner/customers/export': 'partner',
      'GET /api/partner/payouts': 'partner',
      'GET /api/partner/product-offering': 'partner',
      'GET /api/partner/product-offering/:id': 'partner',
      'GET /api/partner/lenders': 'partner',
      'GET /api/partner/tickets': 'partner',
      'GET /api/partner/faqs': 'partner',
      'GET /api/partner/funnel': 'partner',
      'GET /api/partner/banners': 'partner',
      'POST /api/admin/partner-banners': "admin page 'merchant-management'",
      'GET /api/partner/settings': 'partner',
      'PUT /api/partner/settings': 'partner',
      'POST /api/partner/change-password': 'partner',
      'GET /api/admin/faqs': "admin page 'merchant-management'",
      'POST /api/admin/faqs': "admin page 'merchant-management'",
      'POST /api/partner/tickets': 'partner',
      'GET /api/partner/tickets/:id': 'partner',
      'POST /api/partner/tickets/:id/messages': 'partner',
      'GET /api/admin/partner-tickets': "admin page 'merchant-management'",
      'POST /api/admin/partner-tickets/:id/messages': "admin page 'merchant-management'",
      'POST /api/admin/partner-tickets/:id/close': "admin page 'merchant-management'",
      'GET /api/partner/payouts/:month': 'partner',
      'GET /api/partner/payouts/:month/export': 'partner',
      'GET /api/admin/merchants': "admin page 'merchant-management'",
      'POST /api/admin/merchants': "admin page 'merchant-management'",
      'PUT /api/admin/merchants/:id': "admin page 'merchant-management'",
      'GET /api/admin/partner-users': "admin page 'merchant-management'",
      'POST /api/admin/partner-users': "admin page 'merchant-management'",
      'POST /api/admin/partner-users/:id/reset-password': "admin page 'merchant-management'",
      'GET /api/admin/partner-payouts': "admin page 'merchant-management'",
      'POST /api/admin/partner-payouts/:id/approve': "admin page 'merchant-management'",
      'POST /api/admin/partner-payouts/:id/pay': "admin page 'merchant-management'",
      'GET /api/admin/dashboard': "admin page 'dashboard'",
    });
  });
});
