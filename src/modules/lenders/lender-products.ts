import { LOAN_PRODUCT_CODES, type LoanProductCode } from '@marketplace/contracts';
import type { Lender } from './lender.entity';

const FLAGS = {
  PL: 'servesPl',
  BL: 'servesBl',
  GL: 'servesGl',
  HL: 'servesHl',
} as const satisfies Record<LoanProductCode, keyof Lender>;

export const serves = (lender: Lender, code: LoanProductCode): boolean => lender[FLAGS[code]] === 1;

/** The products a lender serves, in LOAN_PRODUCT_CODES order. */
export const servedProducts = (lender: Lender): LoanProductCode[] =>
  LOAN_PRODUCT_CODES.filter((code) => serves(lender, code));

/** Sets the lender's flags to serve exactly `codes`. */
export function setServedProducts(lender: Lender, codes: readonly LoanProductCode[]): void {
  for (const code of LOAN_PRODUCT_CODES) lender[FLAGS[code]] = codes.includes(code) ? 1 : 0;
}
