import { Controller, Get, Post, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { Public } from '../decorators/public.decorator';
import { ConsumerRoute, PartnerRoute } from '../decorators/route-access.decorators';
import type { ConsumerStanding, ConsumerStandingReader } from './consumer-standing';
import { AccessGuard } from './access.guard';

@Controller()
class Undeclared {
  @Get()
  forgotten() {}

  @Public()
  @Get('open')
  open() {}
}

@Public()
@Controller()
class PublicController {
  @Get()
  inherited() {}
}

@Controller()
class Guarded {
  @ConsumerRoute({ stepUp: true })
  @Get('my-data')
  personal() {}

  @ConsumerRoute()
  @Get('offers')
  journey() {}

  @PartnerRoute({ noMasquerade: true })
  @Get('keys')
  credentials() {}

  @ConsumerRoute({ consent: true })
  @Get('kfs')
  needsConsent() {}

  @ConsumerRoute()
  @Post('language')
  write() {}

  @ConsumerRoute({ whileErasing: true })
  @Post('logout')
  logout() {}
}

const contextFor = (
  cls: new () => object,
  method: string,
  user?: Partial<Principal>,
  httpMethod = 'GET',
) =>
  ({
    getClass: () => cls,
    getHandler: () => (cls.prototype as Record<string, unknown>)[method],
    switchToHttp: () => ({ getRequest: () => ({ headers: {}, user, method: httpMethod }) }),
  }) as unknown as ExecutionContext;

/** The consumer's standing as the database would answer it. */
const standingOf = (s: ConsumerStanding) =>
  ({ of: () => Promise.resolve(s) }) as ConsumerStandingReader;
const CONSENTED = standingOf({ consented: true, erasing: false });

/** The guard with every audience's token check passing (the principal is the request's). */
function signedInGuard(standing = CONSENTED) {
  const guard = new AccessGuard(new Reflector(), standing);
  const pass = { canActivate: () => Promise.resolve(true) };
  Object.assign(guard, { authenticators: { consumer: pass, partner: pass, admin: pass } });
  return guard;
}

describe('AccessGuard', () => {
  const guard = new AccessGuard(new Reflector(), CONSENTED);

  it('refuses a route that declares nothing (deny by default)', async () => {
    await expect(guard.canActivate(contextFor(Undeclared, 'forgotten'))).rejects.toMatchObject({
      code: 'ROUTE_CLOSED',
    });
  });

  it('lets a @Public() route through, declared on the method or on the controller', async () => {
    await expect(guard.canActivate(contextFor(Undeclared, 'open'))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(PublicController, 'inherited'))).resolves.toBe(true);
  });

  it('refuses a step-up route to a partner-asserted session, not to an OTP one', async () => {
    const guard = signedInGuard();
    const asserted = { audience: 'consumer', userId: 1, partnerAsserted: true } as const;
    await expect(
      guard.canActivate(contextFor(Guarded, 'personal', asserted)),
    ).rejects.toMatchObject({ code: 'OTP_STEP_UP_REQUIRED' });
    await expect(guard.canActivate(contextFor(Guarded, 'journey', asserted))).resolves.toBe(true);
    const proven = { ...asserted, partnerAsserted: false };
    await expect(guard.canActivate(contextFor(Guarded, 'personal', proven))).resolves.toBe(true);
  });

  it('refuses a partner-credential route to a masquerade', async () => {
    const guard = signedInGuard();
    const masquerade = { audience: 'partner', partnerId: 1, masqueradeAdminId: 7 } as const;
    await expect(
      guard.canActivate(contextFor(Guarded, 'credentials', masquerade)),
    ).rejects.toMatchObject({ code: 'MASQUERADE_FORBIDDEN' });
    const own = { ...masquerade, masqueradeAdminId: null };
    await expect(guard.canActivate(contextFor(Guarded, 'credentials', own))).resolves.toBe(true);
  });

  const consumer = { audience: 'consumer', userId: 1, partnerAsserted: false } as const;

  it('refuses a consent route to a consumer who has not agreed to the notice in force', async () => {
    const refused = signedInGuard(standingOf({ consented: false, erasing: false }));
    await expect(
      refused.canActivate(contextFor(Guarded, 'needsConsent', consumer)),
    ).rejects.toMatchObject({ code: 'CONSENT_REQUIRED' });
    await expect(refused.canActivate(contextFor(Guarded, 'journey', consumer))).resolves.toBe(true);
    await expect(
      signedInGuard().canActivate(contextFor(Guarded, 'needsConsent', consumer)),
    ).resolves.toBe(true);
  });

  it('refuses every write once erasure is asked for, but reads and the allowed writes', async () => {
    const erasing = signedInGuard(standingOf({ consented: false, erasing: true }));
    await expect(
      erasing.canActivate(contextFor(Guarded, 'write', consumer, 'POST')),
    ).rejects.toMatchObject({ code: 'ERASURE_REQUESTED' });
    await expect(erasing.canActivate(contextFor(Guarded, 'journey', consumer))).resolves.toBe(true);
    await expect(
      erasing.canActivate(contextFor(Guarded, 'logout', consumer, 'POST')),
    ).resolves.toBe(true);
  });
});
