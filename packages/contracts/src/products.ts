/**
 * The catalogue's products, by the code the wire speaks: each one's id in the `products` table
 * (seeded by migration, never renumbered) and its English name there. The apps' own labels and
 * Hindi stay in their locale files.
 */
export const PRODUCTS = {
  PL: { id: 1, name: 'Personal Loans' },
  BL: { id: 2, name: 'Business Loans' },
  GL: { id: 3, name: 'Gold Loans' },
  HL: { id: 4, name: 'Affordable Housing Loan' },
  CC: { id: 5, name: 'Credit Cards' },
  INS: { id: 6, name: 'Other Insurance' },
} as const;

export type ProductCode = keyof typeof PRODUCTS;

/** Every product, in the catalogue's order. */
export const PRODUCT_CODES = ['PL', 'BL', 'GL', 'HL', 'CC', 'INS'] as const satisfies ProductCode[];

/** The loan products: a consumer's profile and a lender serve these (cards and insurance are listed only). */
export const LOAN_PRODUCT_CODES = ['PL', 'BL', 'GL', 'HL'] as const satisfies ProductCode[];
export type LoanProductCode = (typeof LOAN_PRODUCT_CODES)[number];

/** The loans whose lenders form a group, compared on a page of their own. */
export const GROUP_PRODUCT_CODES = ['GL', 'HL'] as const satisfies LoanProductCode[];
export type GroupProductCode = (typeof GROUP_PRODUCT_CODES)[number];

export const isLoanProduct = (code: string): code is LoanProductCode =>
  (LOAN_PRODUCT_CODES as readonly string[]).includes(code);

export const isGroupProduct = (code: string): code is GroupProductCode =>
  (GROUP_PRODUCT_CODES as readonly string[]).includes(code);

export const isProductCode = (value: unknown): value is ProductCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PRODUCTS, value);
