import type { ErrorDeclarations } from './declaration';

/** Vendors on/off. */
export const VENDOR_ERRORS = {
  VENDOR_SELECTION_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose 1 to 500 lenders, each once',
  },
  VENDOR_STATUS_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The status must be 1 (on) or 0 (off)',
  },
  VENDOR_REASON_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Say why ({{min}} to {{max}} characters)',
  },
  VENDOR_PRODUCTS_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Products must be among PL, BL, GL and HL, each once',
  },
} as const satisfies ErrorDeclarations;
