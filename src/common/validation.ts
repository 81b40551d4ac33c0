/** Patterns and messages of consumer spec §5, shared by every DTO that takes these values. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const INVALID_MOBILE = 'Please enter a valid 10 digit mobile number';

export const OTP_CODE = /^\d{6}$/;
export const INVALID_OTP = 'Enter 6 digits OTP';

export const INVALID_EMAIL = 'Email is invalid';

/** The largest id an `integer` column holds: bigger ones are refused as invalid, not a 500. */
export const MAX_INT_ID = 2_147_483_647;

/** The widest column that stores a client address (`varchar(45)`, an IPv6 text's longest form). */
export const MAX_IP_LENGTH = 45;

// Consumer spec §5 patterns.
/** local@domain with a 2–3 letter top-level part. */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
/** Personal PAN: 3 letters, P, a letter or *, 4 digits or *, a letter. */
export const PAN_PERSONAL = /^[A-Z]{3}P[A-Z*][0-9*]{4}[A-Z]$/;
/** Business PAN: 4 letters, a letter or *, 4 digits or *, a letter. */
export const PAN_BUSINESS = /^[A-Z]{4}[A-Z*][0-9*]{4}[A-Z]$/;
export const INVALID_PAN = 'Invalid PAN';
/** 4 letters, 0, 6 letters or digits; case sensitive. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const INVALID_IFSC = 'IFSC format is invalid (case sensitive field)';
/** At least two words of letters; hyphens and apostrophes inside words. */
export const FULL_NAME = /^[A-Za-z]+(['-][A-Za-z]+)*( [A-Za-z]+(['-][A-Za-z]+)*)+$/;
export const INVALID_USER_NAME = 'Please enter a valid user name';
/** Letters only (words separated by single spaces). */
export const LETTERS = /^[A-Za-z]+( [A-Za-z]+)*$/;
/** Letters, digits, hyphen, comma, period, hash and space. */
export const ADDRESS = /^[A-Za-z0-9\-,.# ]+$/;
/** Name-like text: 3 to 40 letters, digits or spaces. */
export const NAME_LIKE = /^[A-Za-z0-9 ]{3,40}$/;
export const INVALID_COMPANY_NAME =
  'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid';
export const PINCODE = /^[1-9]\d{5}$/;
export const INVALID_PINCODE = 'Please enter a valid 6 digit pincode';
export const INVALID_MONTHLY_INCOME = 'Monthly income requires between ₹ 1 and ₹ 1,000,000';
export const SELECT_OFFER = 'Please select a offer from offer screen';
