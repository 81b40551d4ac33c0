import type { ObjectLiteral } from 'typeorm';
import { AppError } from '../errors/app-error';
import type { PartnerPrincipal } from './principal';

/**
 * Whose records a partner-portal request may reach: the partner's, and for a merchant's login
 * (or an admin acting as one merchant) that merchant's only. Built once from the principal and
 * handed to every partner repository query, which applies it before any list filter: a filter
 * can only narrow it.
 */
export interface PartnerScope {
  readonly partnerId: number;
  readonly merchantId: number | null;
}

export const partnerScope = (principal: PartnerPrincipal): PartnerScope =>
  Object.freeze({ partnerId: principal.partnerId, merchantId: principal.merchantId });

/** The partner's own figures and settings (payouts, terms, keys) are not a merchant's to see. */
export function requirePartnerLevel(scope: PartnerScope): void {
  if (scope.merchantId !== null) throw new AppError('FORBIDDEN');
}

/**
 * TypeORM keeps one parameter namespace per query and a later binding of a name silently wins,
 * so the scope binds names no filter uses (`partner-scope.spec.ts` fails if another file uses them).
 */
const PARTNER_PARAM = 'partnerScopePartnerId';
const MERCHANT_PARAM = 'partnerScopeMerchantId';

/**
 * The scope as a join condition on a table's `alias.partnerId` and merchant property. A join
 * condition, not a where clause, so a later `.where()` cannot replace it.
 */
export function scopeCondition(
  scope: PartnerScope,
  alias: string,
  merchantProperty = 'merchantId',
): [string, ObjectLiteral] {
  const partner = `${alias}.partnerId = :${PARTNER_PARAM}`;
  if (scope.merchantId === null) return [partner, { [PARTNER_PARAM]: scope.partnerId }];
  return [
    `${partner} AND ${alias}.${merchantProperty} = :${MERCHANT_PARAM}`,
    { [PARTNER_PARAM]: scope.partnerId, [MERCHANT_PARAM]: scope.merchantId },
  ];
}

/** The scope as a find's `where` (no named parameters to collide with). */
export const scopeWhere = (scope: PartnerScope) =>
  scope.merchantId === null
    ? { partnerId: scope.partnerId }
    : { partnerId: scope.partnerId, merchantId: scope.merchantId };
