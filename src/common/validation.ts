import { LIMITS, PATTERNS } from '@marketplace/contracts';

/**
 * The consumer forms' patterns, from the contracts package (the apps check the same ones), under
 * the names the DTOs import. A failed rule is an error code (src/common/errors), never a text.
 */
export const INDIAN_MOBILE = PATTERNS.mobile;
export const OTP_CODE = PATTERNS.otp;
export const EMAIL = PATTERNS.email;
export const PAN_PERSONAL = PATTERNS.panPersonal;
export const PAN_BUSINESS = PATTERNS.panBusiness;
export const IFSC = PATTERNS.ifsc;
export const FULL_NAME = PATTERNS.fullName;
export const LETTERS = PATTERNS.letters;
export const ADDRESS = PATTERNS.address;
export const NAME_LIKE = PATTERNS.nameLike;
export const PINCODE = PATTERNS.pincode;

/** The largest id an `integer` column holds: bigger ones are refused as invalid, not a 500. */
export const MAX_INT_ID = LIMITS.maxIntId;
/** The widest column that stores a client address (`varchar(45)`, an IPv6 text's longest form). */
export const MAX_IP_LENGTH = LIMITS.maxIpLength;
