import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error';
import { AUDIENCES, type Audience } from '../auth/audiences';
import type { Principal } from '../auth/principal';
import { adminMayCall, audienceOf, ROUTE_ACCESS, type RouteAccess } from '../auth/route-access';
import { audienceAuthGuard } from './audience-auth.guard';
import { ConsumerStandingReader } from './consumer-standing';

/** Methods that change nothing: still allowed to a consumer who asked for erasure. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one global guard (APP_GUARD). Every route must declare its access with `@Public()`,
 * `@ConsumerRoute()`, `@PartnerRoute()`, `@AdminPage(page)` or `@AdminAny()`; a route that
 * declares nothing is refused, so a forgotten decorator fails closed.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);
  private readonly authenticators = Object.fromEntries(
    AUDIENCES.map((a) => [a, audienceAuthGuard(a)]),
  ) as Record<Audience, CanActivate>;

  constructor(
    private readonly reflector: Reflector,
    private readonly standing: ConsumerStandingReader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) {
      this.logger.error(
        `${context.getClass().name}.${context.getHandler().name} declares no access rule: refused`,
      );
      throw new AppError('ROUTE_CLOSED');
    }
    const audience = audienceOf(access);
    if (!audience) return true;

    await this.authenticators[audience].canActivate(context);
    const request = context.switchToHttp().getRequest<{ user: Principal; method?: string }>();
    const principal = request.user;
    if (access.kind === 'admin' && access.page) {
      if (principal.audience !== 'admin' || !adminMayCall(access, principal.roleId))
        throw new AppError('ROLE_FORBIDDEN');
    }
    if (access.kind === 'audience') {
      if (access.stepUp && principal.audience === 'consumer' && principal.partnerAsserted)
        throw new AppError('OTP_STEP_UP_REQUIRED');
      if (access.noMasquerade && principal.audience === 'partner' && principal.masqueradeAdminId)
        throw new AppError('MASQUERADE_FORBIDDEN');
      if (principal.audience === 'consumer') {
        // DPDP Act 2023 s.6 and s.12: no use of the data without consent to the notice in force,
        // and nothing more done with an account whose erasure was asked for.
        const write = !READS.has((request.method ?? 'GET').toUpperCase()) && !access.whileErasing;
        if (access.consent || write) {
          const standing = await this.standing.of(principal.userId);
          if (write && standing.erasing) throw new AppError('ERASURE_REQUESTED');
          if (access.consent && !standing.consented) throw new AppError('CONSENT_REQUIRED');
        }
      }
    }
    return true;
  }
}
