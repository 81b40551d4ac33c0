import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partnerScope, requirePartnerLevel, scopeCondition, scopeWhere } from './partner-scope';
import type { PartnerPrincipal } from './principal';

const principal = (merchantId: number | null): PartnerPrincipal => ({
  audience: 'partner',
  partnerId: 7,
  merchantId,
  partnerUserId: 3,
  masqueradeAdminId: null,
  tokenId: 't',
  tokenExpiresAt: new Date(),
  ip: null,
  requestId: null,
});

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );

describe('the partner scope', () => {
  it('binds the partner, and a merchant login’s merchant, under names of its own', () => {
    expect(scopeCondition(partnerScope(principal(null)), 'p')).toEqual([
      'p.partnerId = :partnerScopePartnerId',
      { partnerScopePartnerId: 7 },
    ]);
    expect(scopeCondition(partnerScope(principal(4)), 'p', 'merchantLocationId')).toEqual([
      'p.partnerId = :partnerScopePartnerId AND p.merchantLocationId = :partnerScopeMerchantId',
      { partnerScopePartnerId: 7, partnerScopeMerchantId: 4 },
    ]);
    expect(scopeWhere(partnerScope(principal(4)))).toEqual({ partnerId: 7, merchantId: 4 });
    expect(scopeWhere(partnerScope(principal(null)))).toEqual({ partnerId: 7 });
  });

  it('cannot be changed once built, and keeps partner-level screens from a merchant', () => {
    const scope = partnerScope(principal(4));
    expect(() => Object.assign(scope, { merchantId: null })).toThrow(TypeError);
    expect(() => requirePartnerLevel(scope)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => requirePartnerLevel(partnerScope(principal(null)))).not.toThrow();
  });

  it('is the only code that binds its parameter names (a filter binding them would widen it)', () => {
    const root = join(__dirname, '..', '..');
    const binders = sources(root)
      .filter((file) => /partnerScope(Partner|Merchant)Id/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(binders.sort()).toEqual([
      'common/auth/partner-scope.spec.ts',
      'common/auth/partner-scope.ts',
    ]);
  });
});
