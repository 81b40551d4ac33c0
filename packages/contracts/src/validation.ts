/**
 * The patterns and limits that the server's DTOs and both apps' forms check (the consumer
 * forms, the back office's forms and uploads). The messages are not here: a failed rule is an
 * error code (errors/), which the server renders in English and the apps translate.
 */
export const PATTERNS = {
  /** A 10-digit Indian mobile number. */
  mobile: /^[6-9]\d{9}$/,
  /** The 6-digit one-time passcode. */
  otp: /^\d{6}$/,
  /** local@domain with a 2–3 letter top-level part. */
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/,
  /** Personal PAN: 3 letters, P, a letter or *, 4 digits or *, a letter. */
  panPersonal: /^[A-Z]{3}P[A-Z*][0-9*]{4}[A-Z]$/,
  /** Business PAN: 4 letters, a letter or *, 4 digits or *, a letter. */
  panBusiness: /^[A-Z]{4}[A-Z*][0-9*]{4}[A-Z]$/,
  /** 4 letters, 0, 6 letters or digits; case sensitive. */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  /** At least two words of letters; hyphens and apostrophes inside words. */
  fullName: /^[A-Za-z]+(['-][A-Za-z]+)*( [A-Za-z]+(['-][A-Za-z]+)*)+$/,
  /** Letters only (words separated by single spaces). */
  letters: /^[A-Za-z]+( [A-Za-z]+)*$/,
  /** Letters, digits, hyphen, comma, period, hash and space. */
  address: /^[A-Za-z0-9\-,.# ]+$/,
  alphanumeric10: /^[A-Za-z0-9]{1,10}$/,
  /** Name-like text: 3 to 40 letters, digits or spaces (a company name). */
  nameLike: /^[A-Za-z0-9 ]{3,40}$/,
  /** 8-4-4-4-12 hexadecimal. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  pincode: /^[1-9]\d{5}$/,
  /** The form's date format; the date must also round-trip (see the apps' and server's checks). */
  birthDate: /^(\d{2})\/(\d{2})\/(\d{4})$/,
  /** What the server answers in place of a stored birth date. */
  maskedBirthDate: /^\*\*\/\*\*\/\d{4}$/,

  // The back office's forms.
  /** A new lender's name: letters, digits, underscore and hyphen. */
  lenderName: /^[A-Za-z0-9_-]+$/,
  /** A lender's name when edited: those words, separated by single spaces. */
  lenderNameEdit: /^[A-Za-z0-9_-]+( [A-Za-z0-9_-]+)*$/,
  /** A lender group's name: letters, digits, hyphen, underscore and space. */
  lenderGroupName: /^[A-Za-z0-9 _-]+$/,
  /** A new credit card's name: letters, digits, spaces, hyphens and underscores. */
  cardName: /^[A-Za-z0-9 _-]+$/,
  /** A card's name when edited ('#' kept for the names the catalogue already holds). */
  cardNameEdit: /^[A-Za-z0-9 _#-]+$/,
  /** A UTM id: letters, digits, underscore and hyphen, or empty. */
  utmId: /^[A-Za-z0-9_-]*$/,
} as const;

export const LIMITS = {
  /** Digits of a mobile number (the help form's phone field). */
  phoneLength: 10,
  otpLength: 6,
  nameMaxLength: 50,
  textMaxLength: 255,
  helpDescriptionMaxLength: 2000,
  monthlyIncome: { min: 1, max: 1_000_000 },
  /** Desired loan amount, whole rupees, per loan product (gold loans go up to ₹1 crore). */
  loanAmount: {
    PL: { min: 1_000, max: 5_000_000 },
    BL: { min: 1_000, max: 5_000_000 },
    GL: { min: 1_000, max: 10_000_000 },
    HL: { min: 1_000, max: 5_000_000 },
  },
  tenureMonths: { min: 1, max: 120 },
  age: { min: 18, max: 70 },
  /** Revenue percentage: 0 to 100 in steps of 0.001. */
  revenuePercent: { min: 0, max: 100, step: 0.001 },
  /** The largest id an `integer` column holds: bigger ones are refused as invalid, not a 500. */
  maxIntId: 2_147_483_647,
  /** The widest column that stores a client address (an IPv6 text's longest form). */
  maxIpLength: 45,
  /** Upload types the back office accepts. */
  uploadExtensions: ['.xlsx', '.xls', '.csv'],
} as const;

/**
 * A lender's min/max pairs (`[min, max]` properties): when both are set, the max may not be
 * below the min. The back office checks them before saving and the server again.
 */
export const LENDER_RANGES = [
  ['min_income', 'max_income'],
  ['min_age', 'max_age'],
  ['min_loan_amount', 'loan_amount_upto'],
  ['apr_min', 'apr_max'],
  ['interest_min', 'interest_max'],
  ['fee_min', 'fee_max'],
] as const;
