import type { ErrorDeclarations } from './declaration';

/** Files and help. */
export const FILE_ERRORS = {
  IMAGE_MISSING: { status: 400, audience: 'admin', en: 'Please choose an image to upload' },
  IMAGE_TYPE_INVALID: {
    status: 400,
    audience: 'admin',
    en: 'Only PNG, JPEG, WebP or GIF images are accepted',
  },
  IMAGE_TOO_LARGE: { status: 413, audience: 'admin', en: 'The image must be 2 MB or smaller' },
  IMAGE_FIELD_MISSING: {
    status: 400,
    audience: 'api',
    en: 'Send the image in the {{field}} field',
  },
  USER_NAME_INVALID: { status: 400, audience: 'consumer', en: 'Please enter a valid user name' },
  HELP_DESCRIPTION_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'Please describe how we can help (up to {{max}} characters)',
  },
} as const satisfies ErrorDeclarations;
