import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AdminPageName, AdminRole } from '@marketplace/contracts';
import { ROUTE_ACCESS, type RouteAccess } from '../auth/route-access';

const signedIn = (access: RouteAccess) =>
  applyDecorators(
    SetMetadata(ROUTE_ACCESS, access),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No token, or an invalid, expired or revoked one' }),
  );

/**
 * A consumer route: needs a consumer token. `stepUp`: the route shows or changes what only the
 * person holding the phone may (personal data, erasure, consents), so a partner-asserted session
 * (signed in by a partner's token, no OTP) is refused with OTP_STEP_UP_REQUIRED until it proves
 * an OTP (`POST /api/auth/step-up/verify`). `consent`: refused with CONSENT_REQUIRED until the
 * consumer agreed to the consent notice in force. Every write (any method but GET and HEAD) is
 * refused with ERASURE_REQUESTED once the consumer asked for erasure, unless `whileErasing`.
 */
export const ConsumerRoute = (
  options: { stepUp?: true; consent?: true; whileErasing?: true } = {},
) => signedIn({ kind: 'audience', audience: 'consumer', ...options });

/**
 * A partner-portal route: needs a partner token (partner login or an admin's masquerade).
 * `noMasquerade`: the partner's own credentials (API keys, its password), which an admin acting
 * as the partner must not create, revoke or change: MASQUERADE_FORBIDDEN.
 */
export const PartnerRoute = (options: { noMasquerade?: true } = {}) =>
  signedIn({ kind: 'audience', audience: 'partner', ...options });

/**
 * A back-office route of one admin page: only the roles ADMIN_PAGES lists for it, or only
 * `roles` of them (on a method, narrowing its controller's page).
 */
export const AdminPage = (page: AdminPageName, roles?: readonly AdminRole[]) =>
  applyDecorators(
    signedIn({ kind: 'admin', page, ...(roles && { roles }) }),
    ApiForbiddenResponse({
      description: roles
        ? `Only role ${roles.join(', ')} of the '${page}' page`
        : `The admin's role lacks the '${page}' page`,
    }),
  );

/** An admin session route any signed-in admin may call, whatever the role (reverify, logout). */
export const AdminAny = () => signedIn({ kind: 'admin', page: null });
