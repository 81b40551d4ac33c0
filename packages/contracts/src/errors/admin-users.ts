import type { ErrorDeclarations } from './declaration';

/** Admin users and invitations. */
export const ADMIN_USER_ERRORS = {
  ADMIN_USER_NOT_FOUND: { status: 404, audience: 'admin', en: 'Admin user not found' },
  ADMIN_EMAIL_TAKEN: {
    status: 409,
    audience: 'admin',
    en: 'An admin user with this e-mail already exists',
  },
  ADMIN_NAME_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: "Enter the admin's name (up to 100 characters)",
  },
  ADMIN_ROLE_INVALID: { status: 400, audience: 'admin', en: 'The role must be 1, 2 or 3' },
  ADMIN_STATUS_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'The status must be 1 (active) or 0 (disabled)',
  },
  ADMIN_INVITE_MODE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Choose an invitation link or a temporary password',
  },
  ADMIN_SELF_CHANGE: {
    status: 403,
    audience: 'admin',
    en: 'You cannot disable your own account or change your own role',
  },
  ADMIN_LAST_ROLE_ONE: {
    status: 409,
    audience: 'admin',
    en: 'At least one active role-1 admin must remain',
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    audience: 'admin',
    en: 'The password must have at least 12 characters',
  },
  PASSWORD_IS_EMAIL: {
    status: 400,
    audience: 'admin',
    en: 'The password cannot be your e-mail address',
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    audience: 'admin',
    en: 'This password is too common: choose another',
  },
  PASSWORD_UNCHANGED: {
    status: 400,
    audience: 'admin',
    en: 'Choose a password different from the temporary one',
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    audience: 'admin',
    en: 'Choose a new password to finish signing in',
  },
  INVITATION_INVALID: {
    status: 404,
    audience: 'admin',
    en: 'This invitation link is not valid or has been used',
  },
  INVITATION_EXPIRED: {
    status: 410,
    audience: 'admin',
    en: 'This invitation link has expired: ask an administrator for a new one',
  },
} as const satisfies ErrorDeclarations;
