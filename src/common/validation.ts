/** Patterns and messages of consumer spec §5, shared by every DTO that takes these values. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const INVALID_MOBILE = 'Please enter a valid 10 digit mobile number';

export const OTP_CODE = /^\d{6}$/;
export const INVALID_OTP = 'Enter 6 digits OTP';

export const INVALID_EMAIL = 'Email is invalid';

/** The largest id an `integer` column holds: bigger ones are refused as invalid, not a 500. */
export const MAX_INT_ID = 2_147_483_647;
