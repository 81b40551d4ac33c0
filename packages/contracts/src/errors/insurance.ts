import type { ErrorDeclarations } from './declaration';

/** Insurers (the back office) and the consumers' hand-offs to them. */
export const INSURANCE_ERRORS = {
  INSURER_NOT_FOUND: { status: 404, audience: 'all', en: 'Insurer not found' },
  INSURER_NOT_MATCHED: {
    status: 400,
    audience: 'consumer',
    en: "This insurer's plan does not fit your answers: choose one of the matched insurers",
  },
  INSURANCE_CONSENT_REQUIRED: {
    status: 400,
    audience: 'consumer',
    en: 'Agree to share your details with this insurer to continue',
  },
  INSURER_NAME_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'An insurer named {{name}} already exists',
  },
  INSURER_PLAN_RANGE: {
    status: 400,
    audience: 'admin',
    en: 'The minimum {{field}} must not be more than the maximum',
  },
  INSURER_PLAN_REPEATED: {
    status: 400,
    audience: 'admin',
    en: 'An insurer has at most one plan per insurance type',
  },
} as const satisfies ErrorDeclarations;
