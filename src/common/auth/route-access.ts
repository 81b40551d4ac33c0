import type { AdminPageName } from '@marketplace/contracts';
import type { Audience } from './audiences';

/** The metadata key under which every route declares who may call it. */
export const ROUTE_ACCESS = 'routeAccess';

/**
 * A route's declared access. `admin` without a page: any signed-in admin (session routes such
 * as admin-reverify and logout); with a page: the roles of that page in ADMIN_PAGES.
 */
export type RouteAccess =
  | { kind: 'public' }
  /** The partner lead API: a partner's API key in X-Api-Key (PartnerApiKeyGuard checks it). */
  | { kind: 'partner-api-key' }
  | { kind: 'audience'; audience: Exclude<Audience, 'admin'> }
  | { kind: 'admin'; page: AdminPageName | null };

export function audienceOf(access: RouteAccess): Audience | null {
  if (access.kind === 'public' || access.kind === 'partner-api-key') return null;
  return access.kind === 'admin' ? 'admin' : access.audience;
}
