import type { ErrorDeclarations } from './declaration';

/** Credit cards. */
export const CREDIT_CARD_ERRORS = {
  CARD_NAME_REQUIRED: { status: 400, audience: 'admin', en: 'Card name is required' },
  CARD_NAME_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Card name may contain only letters, digits, spaces, hyphens and underscores',
  },
  CARD_NAME_EDIT_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Card name may contain only letters, digits, spaces, hyphens, underscores and #',
  },
  CARD_SORT_ORDER_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Sort order must be a whole number, 0 or more',
  },
  CARD_THUMBNAIL_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The thumbnail must be the URL of an uploaded image',
  },
  CARD_BULLETS_NOT_LIST: {
    status: 400,
    audience: 'admin',
    en: 'Marketing bullets must be a list of texts',
  },
  CARD_BULLETS_EMPTY: { status: 400, audience: 'admin', en: 'Add at least one marketing bullet' },
  CARD_BULLETS_TOO_MANY: {
    status: 400,
    audience: 'admin',
    en: 'At most {{max}} marketing bullets',
  },
  CARD_BULLET_EMPTY: {
    status: 400,
    audience: 'admin',
    en: 'Each marketing bullet must be non-empty',
  },
  CARD_BULLET_TOO_LONG: {
    status: 400,
    audience: 'admin',
    en: 'Each marketing bullet must be at most {{max}} characters',
  },
  CARD_NOT_FOUND: { status: 404, audience: 'admin', en: 'Credit card not found' },
} as const satisfies ErrorDeclarations;
