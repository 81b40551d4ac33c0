import type { ErrorDeclarations } from './declaration';

/** Reference data: smart lists, languages, products. */
export const REFERENCE_ERRORS = {
  SEARCH_LIST_LANGUAGE_INVALID: { status: 400, audience: 'api', en: 'Language must be en or hi' },
  SMART_LIST_KEYS_INVALID: {
    status: 400,
    audience: 'api',
    en: 'param must be a smart-list key, or several separated by commas',
  },
  COUNTRY_CODE_INVALID: {
    status: 400,
    audience: 'api',
    en: 'countryCode must be a country key such as IN or a phone code such as 91',
  },
  SMART_LIST_NOT_FOUND: { status: 404, audience: 'api', en: 'Smart list {{keys}} not found' },
} as const satisfies ErrorDeclarations;
