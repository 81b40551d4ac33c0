import type { ErrorDeclarations } from './declaration';

/** Tracking links. */
export const TRACKING_LINK_ERRORS = {
  TRACKING_LINK_NOT_FOUND: { status: 404, audience: 'admin', en: 'Tracking link not found' },
  TRACKING_LINK_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Name the link (up to 150 characters)',
  },
  TRACKING_TARGET_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The page must be a path of this site, such as /credit-cards',
  },
  TRACKING_UTM_SOURCE_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Enter the utm_source (up to 255 characters)',
  },
  TRACKING_PRODUCT_NOT_FOUND: { status: 404, audience: 'admin', en: 'Product not found' },
} as const satisfies ErrorDeclarations;
