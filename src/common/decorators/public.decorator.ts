import { SetMetadata } from '@nestjs/common';
import { ROUTE_ACCESS, type RouteAccess } from '../auth/route-access';

/** Opens a route (or every route of a controller) to anyone, signed in or not. */
export const Public = () => SetMetadata(ROUTE_ACCESS, { kind: 'public' } satisfies RouteAccess);
