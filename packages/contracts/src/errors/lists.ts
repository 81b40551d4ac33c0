import type { ErrorDeclarations } from './declaration';

/** List queries (the admin REST lists: sort, range, filter). */
export const LIST_ERRORS = {
  LIST_PARAM_NOT_TEXT: {
    status: 400,
    audience: 'api',
    en: '{{field}} must be a JSON text such as {{example}}',
  },
  LIST_PARAM_NOT_JSON: {
    status: 400,
    audience: 'api',
    en: '{{field}} is not valid JSON: expected something like {{example}}',
  },
  LIST_PARAM_UNKNOWN: { status: 400, audience: 'api', en: 'Unknown query parameter: {{field}}' },
  LIST_SORT_INVALID: {
    status: 400,
    audience: 'api',
    en: 'sort must be ["field","ASC"] or ["field","DESC"]',
  },
  LIST_SORT_FIELD_UNKNOWN: { status: 400, audience: 'api', en: 'Cannot sort by {{field}}' },
  LIST_RANGE_INVALID: {
    status: 400,
    audience: 'api',
    en: 'range must be [first, last] with 0 ≤ first ≤ last',
  },
  LIST_FILTER_NOT_OBJECT: { status: 400, audience: 'api', en: 'filter must be a JSON object' },
  LIST_FILTER_UNKNOWN: { status: 400, audience: 'api', en: 'Unknown filter: {{field}}' },
  LIST_FILTER_INVALID: { status: 400, audience: 'api', en: 'Invalid filter' },
  LIST_FILTER_IDS_INVALID: {
    status: 400,
    audience: 'api',
    en: 'filter id must be a whole number or a list of them',
  },
} as const satisfies ErrorDeclarations;
