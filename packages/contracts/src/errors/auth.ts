import type { ErrorDeclarations } from './declaration';

/** Auth: OTP, logins, tokens, masquerade. */
export const AUTH_ERRORS = {
  MOBILE_INVALID: {
    status: 400,
    audience: 'all',
    en: 'Please enter a valid 10 digit mobile number',
  },
  OTP_FORMAT_INVALID: { status: 400, audience: 'consumer', en: 'Enter 6 digits OTP' },
  // A wrong OTP is a 400, not a 401: the consumer app treats any 401 as "signed out".
  OTP_EXPIRED: {
    status: 400,
    audience: 'consumer',
    en: 'This OTP has expired. Please request a new OTP',
  },
  OTP_USED: {
    status: 400,
    audience: 'consumer',
    en: 'This OTP has already been used. Please request a new OTP',
  },
  // A partner's sign-in token is a credential like an OTP: refusals are 400s for the same reason.
  SIGN_IN_TOKEN_INVALID: {
    status: 400,
    audience: 'consumer',
    en: 'This sign-in link is not valid. Please sign in with your mobile number',
  },
  SIGN_IN_TOKEN_EXPIRED: {
    status: 400,
    audience: 'consumer',
    en: 'This sign-in link has expired. Please sign in with your mobile number',
  },
  SIGN_IN_TOKEN_USED: {
    status: 400,
    audience: 'consumer',
    en: 'This sign-in link has already been used. Please sign in with your mobile number',
  },
  SIGN_IN_TOKEN_NEEDS_OTP: {
    status: 400,
    audience: 'consumer',
    en: 'Please sign in with the OTP sent to your mobile number',
  },
  OTP_STEP_UP_REQUIRED: {
    status: 403,
    audience: 'consumer',
    en: 'Please confirm it is you with the OTP sent to your mobile number',
  },
  OTP_ATTEMPTS_EXHAUSTED: {
    status: 400,
    audience: 'consumer',
    en: 'Too many incorrect attempts. Please request a new OTP',
  },
  OTP_INCORRECT: {
    status: 400,
    audience: 'consumer',
    en: {
      one: 'Incorrect OTP. {{count}} attempt left',
      other: 'Incorrect OTP. {{count}} attempts left',
    },
    count: 'attemptsLeft',
  },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    audience: 'consumer',
    en: 'Please wait {{wait}} before requesting another OTP',
  },
  OTP_NUMBER_LIMIT: {
    status: 429,
    audience: 'consumer',
    en: 'Too many OTP requests for this number. Please try again in {{wait}}',
  },
  OTP_DAILY_LIMIT: {
    status: 429,
    audience: 'consumer',
    en: "You have reached today's OTP limit for this number. Please try again in {{wait}}",
  },
  OTP_NETWORK_LIMIT: {
    status: 429,
    audience: 'consumer',
    en: 'Too many OTP requests from your network. Please try again in {{wait}}',
  },
  // The gateway could not be reached (503), or it refused the message (502).
  SMS_SEND_FAILED: {
    status: 503,
    audience: 'consumer',
    en: 'We could not send the OTP right now. Please try again in a minute',
  },
  SMS_GATEWAY_REJECTED: {
    status: 502,
    audience: 'consumer',
    en: 'We could not send the OTP right now. Please try again in a minute',
  },
  LOGIN_INVALID: { status: 401, audience: 'all', en: 'Invalid email or password' },
  ADMIN_NOT_FOUND: { status: 404, audience: 'admin', en: 'Admin not found' },
  CONSUMER_NOT_FOUND: { status: 404, audience: 'all', en: 'Consumer not found' },
  MASQUERADE_MERCHANT_NOT_FOUND: {
    status: 404,
    audience: 'admin',
    en: 'Merchant not found for this partner',
  },
  MASQUERADE_NOT_ACTIVE: {
    status: 400,
    audience: 'consumer',
    en: 'This partner session is not a masquerade',
  },
  MASQUERADE_REASON_REQUIRED: {
    status: 400,
    audience: 'admin',
    en: 'Say why you act as this partner ({{min}} to {{max}} characters)',
  },
  MASQUERADE_FORBIDDEN: {
    status: 403,
    audience: 'all',
    en: 'An admin acting as the partner cannot do this: the partner must do it',
  },
  EMAIL_INVALID: { status: 400, audience: 'all', en: 'Email is invalid' },
  PASSWORD_REQUIRED: { status: 400, audience: 'all', en: 'Please enter your password' },
  PASSWORD_TOO_LONG: { status: 400, audience: 'all', en: 'Password is too long' },
  BRAND_KEY_INVALID: {
    status: 400,
    audience: 'api',
    en: '{{field}} must be a brand key of letters, digits, - and _',
  },
  URL_SEGMENT_INVALID: {
    status: 400,
    audience: 'api',
    en: '{{field}} must be a path segment of letters, digits, - and _',
  },
} as const satisfies ErrorDeclarations;
