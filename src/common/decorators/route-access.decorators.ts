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

/** A consumer route: needs a consumer token (from the OTP verification). */
export const ConsumerRoute = () => signedIn({ kind: 'audience', audience: 'consumer' });

/** A partner-portal route: needs a partner token (partner login or an admin's masquerade). */
export const PartnerRoute = () => signedIn({ kind: 'audience', audience: 'partner' });

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
