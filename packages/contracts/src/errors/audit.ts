import type { ErrorDeclarations } from './declaration';

/** Audit log. */
export const AUDIT_ERRORS = {
  AUDIT_ENTRY_NOT_FOUND: { status: 404, audience: 'admin', en: 'Audit entry not found' },
  AUDIT_ACTOR_TYPE_INVALID: {
    status: 400,
    audience: 'api',
    en: 'filter actor_type must be admin, partner, consumer or system',
  },
} as const satisfies ErrorDeclarations;
