import { roleMayOpen, type AdminPageName, type AdminRole } from '@marketplace/contracts';
import type { Audience } from './audiences';

/** The metadata key under which every route declares who may call it. */
export const ROUTE_ACCESS = 'routeAccess';

/**
 * A route's declared access. `admin` without a page: any signed-in admin (session routes such
 * as admin-reverify and logout); with a page: the roles of that page in ADMIN_PAGES, or only
 * `roles` of them (a page whose roles do different things: telecalling's agents and supervisors).
 */
export type RouteAccess =
  | { kind: 'public' }
  /** The partner lead API: a partner's API key in X-Api-Key (PartnerApiKeyGuard checks it). */
  | { kind: 'partner-api-key' }
  | {
      kind: 'audience';
      audience: Exclude<Audience, 'admin'>;
      /** Consumer: refused to a partner-asserted session until it proves an OTP (step-up). */
      stepUp?: true;
      /**
       * Consumer: refused (CONSENT_REQUIRED) until the consumer has agreed to the consent notice
       * in force; the personal data the route takes or the use it makes of it needs that consent.
       */
      consent?: true;
      /**
       * Consumer: a write still allowed after the consumer asked for erasure (ending the session,
       * asking again); every other write is refused then with ERASURE_REQUESTED.
       */
      whileErasing?: true;
      /** Partner: refused to an admin's masquerade (the partner's own credentials). */
      noMasquerade?: true;
    }
  | { kind: 'admin'; page: AdminPageName | null; roles?: readonly AdminRole[] };

/** Whether an admin of `roleId` may call an admin route of `page` (and `roles`, if narrowed). */
export function adminMayCall(
  access: { page: AdminPageName | null; roles?: readonly AdminRole[] },
  roleId: number,
): boolean {
  if (!access.page) return true;
  return (
    roleMayOpen(roleId, access.page) &&
    (!access.roles || (access.roles as readonly number[]).includes(roleId))
  );
}

export function audienceOf(access: RouteAccess): Audience | null {
  if (access.kind === 'public' || access.kind === 'partner-api-key') return null;
  return access.kind === 'admin' ? 'admin' : access.audience;
}
