import { ADMIN_USER_ERRORS } from './admin-users';
import { AUDIT_ERRORS } from './audit';
import { AUTH_ERRORS } from './auth';
import { COMMON_ERRORS } from './common';
import { CREDIT_CARD_ERRORS } from './credit-cards';
import type { ErrorAudience, ErrorDeclaration, ErrorText } from './declaration';
import { ELIGIBILITY_ERRORS } from './eligibility';
import { FILE_ERRORS } from './files';
import { INSURANCE_ERRORS } from './insurance';
import { LENDER_ERRORS } from './lenders';
import { LIST_ERRORS } from './lists';
import { OFFERS_ERRORS } from './offers';
import { PARTNER_ERRORS } from './partners';
import { PROFILE_ERRORS } from './profile';
import { REFERENCE_ERRORS } from './reference';
import { REVENUE_ERRORS } from './revenue';
import { TRACKING_LINK_ERRORS } from './tracking-links';
import { UPLOAD_ERRORS } from './uploads';
import { VENDOR_ERRORS } from './vendors';

export type { ErrorAudience, ErrorDeclaration, ErrorDeclarations, ErrorText } from './declaration';

/** Each domain's codes, in its own file of this folder (docs/errors.md says how to add one). */
export const ERROR_DOMAINS = {
  common: COMMON_ERRORS,
  auth: AUTH_ERRORS,
  profile: PROFILE_ERRORS,
  offers: OFFERS_ERRORS,
  adminUsers: ADMIN_USER_ERRORS,
  vendors: VENDOR_ERRORS,
  trackingLinks: TRACKING_LINK_ERRORS,
  eligibility: ELIGIBILITY_ERRORS,
  reference: REFERENCE_ERRORS,
  files: FILE_ERRORS,
  lenders: LENDER_ERRORS,
  revenue: REVENUE_ERRORS,
  creditCards: CREDIT_CARD_ERRORS,
  uploads: UPLOAD_ERRORS,
  partners: PARTNER_ERRORS,
  audit: AUDIT_ERRORS,
  lists: LIST_ERRORS,
  insurance: INSURANCE_ERRORS,
} as const;

/**
 * Every failure the API can answer, by code: the one declaration of its HTTP status (the exception
 * filter's), its audience and its English (the server's `message`, the back office's English and
 * the consumer app's English file, written from it). Both apps keep their Hindi by hand.
 */
export const ERROR_CATALOGUE = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...PROFILE_ERRORS,
  ...OFFERS_ERRORS,
  ...ADMIN_USER_ERRORS,
  ...VENDOR_ERRORS,
  ...TRACKING_LINK_ERRORS,
  ...ELIGIBILITY_ERRORS,
  ...REFERENCE_ERRORS,
  ...FILE_ERRORS,
  ...LENDER_ERRORS,
  ...REVENUE_ERRORS,
  ...CREDIT_CARD_ERRORS,
  ...UPLOAD_ERRORS,
  ...PARTNER_ERRORS,
  ...AUDIT_ERRORS,
  ...LIST_ERRORS,
  ...INSURANCE_ERRORS,
} as const satisfies Record<string, ErrorDeclaration>;

type Catalogue = typeof ERROR_CATALOGUE;
export type ErrorCode = keyof Catalogue;

/** The codes an app can show a person (whose texts it must have in English and Hindi). */
export type ShownErrorCode<App extends 'consumer' | 'admin'> = {
  [C in ErrorCode]: Catalogue[C]['audience'] extends App | 'all' ? C : never;
}[ErrorCode];

/** An app's texts of the codes it shows, one language. */
export type ErrorTexts<App extends 'consumer' | 'admin'> = {
  readonly [C in ShownErrorCode<App>]: string;
};

export const errorStatus = (code: ErrorCode): number => ERROR_CATALOGUE[code].status;
export const errorAudience = (code: ErrorCode): ErrorAudience => ERROR_CATALOGUE[code].audience;
export const errorEnglish = (code: ErrorCode): ErrorText => ERROR_CATALOGUE[code].en;

/** Whether an app shows a code to a person. */
export const isShownBy = (app: 'consumer' | 'admin', code: ErrorCode): boolean =>
  [app, 'all'].includes(ERROR_CATALOGUE[code].audience);

/** Values a message is built from (a count, a field's name, a wait): the apps interpolate them. */
export type ErrorParams = Record<string, string | number>;

/** One failed rule of one field (`field` is a path: `bullets.0`). */
export interface FieldError {
  field: string;
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/** Every error answer of the API. `requestId` comes with INTERNAL only, for support. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
  errors?: FieldError[];
  requestId?: string;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
