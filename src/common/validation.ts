import { LIMITS, PATTERNS } from '@marketplace/contracts';

/**
 * Consumer spec §5 patterns, from the contracts package (the apps check the same ones), under
 * the names the DTOs import. The English message constants below go as each domain's rules
 * move to error codes (issue 14).
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

export const INVALID_MOBILE = 'Please enter a valid 10 digit mobile number';
export const INVALID_OTP = 'Enter 6 digits OTP';
export const INVALID_EMAIL = 'Email is invalid';
export const INVALID_PAN = 'Invalid PAN';
export const INVALID_IFSC = 'IFSC format is invalid (case sensitive field)';
export const INVALID_USER_NAME = 'Please enter a valid user name';
export const INVALID_COMPANY_NAME =
  'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid';
export const INVALID_PINCODE = 'Please enter a valid 6 digit pincode';
export const INVALID_MONTHLY_INCOME = 'Monthly income requires between ₹ 1 and ₹ 1,000,000';
export const SELECT_OFFER = 'Please select a offer from offer screen';
