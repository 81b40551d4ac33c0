import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '../auth/principal';

/**
 * The signed-in principal the global guard attached to the request. Type the parameter with the
 * route's audience (`AdminPrincipal`, `PartnerPrincipal`, `ConsumerPrincipal`).
 */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Principal | undefined =>
    ctx.switchToHttp().getRequest<{ user?: Principal }>().user,
);
