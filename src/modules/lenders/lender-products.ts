import type { LoanProductCode } from '@marketplace/contracts';
import type { Lender } from './lender.entity';

/** The loan products a lender can serve (credit cards and insurance are catalogue products). */
export const LENDER_PRODUCTS = ['PL', 'BL', 'GL', 'HL'] as const satisfies LoanProductCode[];

const FLAGS = {
  PL: 'servesPl',
  BL: 'servesBl',
  GL: 'servesGl',
  HL: 'servesHl',
} as const satisfies Record<LoanProductCode, keyof Lender>;

export const serves = (lender: Lender, code: LoanProductCode): boolean => lender[FLAGS[code]] === 1;

/** The products a lender serves, in LENDER_PRODUCTS order. */
export const servedProducts = (lender: Lender): LoanProductCode[] =>
  LENDER_PRODUCTS.filter((code) => serves(lender, code));

/** Sets the lender's flags to serve exactly `codes`. */
export function setServedProducts(lender: Lender, codes: readonly LoanProductCode[]): void {
  for (const code of LENDER_PRODUCTS) lender[FLAGS[code]] = codes.includes(code) ? 1 : 0;
}
