// Consumer spec §5: the patterns, and the message each failure shows (as a translation key
// under `validation.`). The server checks the same rules with the same English wording.
export const PATTERNS = {
  mobile: /^[6-9]\d{9}$/,
  otp: /^\d{6}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/,
  panPersonal: /^[A-Z]{3}P[A-Z*][0-9*]{4}[A-Z]$/,
  panBusiness: /^[A-Z]{4}[A-Z*][0-9*]{4}[A-Z]$/,
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  fullName: /^[A-Za-z]+(['-][A-Za-z]+)*( [A-Za-z]+(['-][A-Za-z]+)*)+$/,
  letters: /^[A-Za-z]+( [A-Za-z]+)*$/,
  address: /^[A-Za-z0-9\-,.# ]+$/,
  alphanumeric10: /^[A-Za-z0-9]{1,10}$/,
  nameLike: /^[A-Za-z0-9 ]{3,40}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  pincode: /^[1-9]\d{5}$/,
  birthDate: /^(\d{2})\/(\d{2})\/(\d{4})$/,
  maskedBirthDate: /^\*\*\/\*\*\/\d{4}$/,
} as const;

/** Digits allowed in the help form's phone field (a shared constant of consumer spec §5). */
export const PHONE_LENGTH = 10;

export type MessageKey =
  | 'required'
  | 'mobile'
  | 'otp'
  | 'email'
  | 'pan'
  | 'ifsc'
  | 'firstName'
  | 'lastName'
  | 'pincode'
  | 'address1'
  | 'address2'
  | 'monthlyIncome'
  | 'companyName'
  | 'birthDate'
  | 'invalidDate'
  | 'invalidYear'
  | 'ageCriteria'
  | 'loanAmount'
  | 'loanAmountWhole'
  | 'tenure'
  | 'userName'
  | 'emailError'
  | 'phoneError'
  | 'description'
  | 'businessEmployment'
  | 'acceptTerms';

type Check = MessageKey | null;

export const checkMobile = (v: string): Check => (PATTERNS.mobile.test(v) ? null : 'mobile');
export const checkOtp = (v: string): Check => (PATTERNS.otp.test(v) ? null : 'otp');
export const checkEmail = (v: string): Check => (PATTERNS.email.test(v) ? null : 'email');
export const checkName = (v: string, which: 'firstName' | 'lastName'): Check =>
  v.length <= 50 && PATTERNS.letters.test(v) ? null : which;
export const checkPincode = (v: string): Check => (PATTERNS.pincode.test(v) ? null : 'pincode');
export const checkAddress = (v: string, which: 'address1' | 'address2'): Check =>
  v.length <= 255 && PATTERNS.address.test(v) ? null : which;
export const checkIfsc = (v: string): Check => (PATTERNS.ifsc.test(v) ? null : 'ifsc');
export const checkCompany = (v: string): Check =>
  PATTERNS.nameLike.test(v) ? null : 'companyName';

/** A PAN, or the mask the server answered (which keeps the stored PAN). */
export function checkPan(v: string, kind: 'personal' | 'business', mask?: string): Check {
  const pan = v.toUpperCase();
  if (mask && pan === mask) return null;
  if (pan.includes('*')) return 'pan';
  return (kind === 'business' ? PATTERNS.panBusiness : PATTERNS.panPersonal).test(pan)
    ? null
    : 'pan';
}

export function checkMonthlyIncome(v: string): Check {
  const n = Number(v.replace(/,/g, ''));
  return /^\d+(\.\d{1,2})?$/.test(v.replace(/,/g, '')) && n >= 1 && n <= 1_000_000
    ? null
    : 'monthlyIncome';
}

/** Whole rupees within the product's limits (gold loans up to ₹1 crore). */
export function checkLoanAmount(v: string, max: number): Check {
  const s = v.replace(/,/g, '');
  if (!/^\d+$/.test(s)) return 'loanAmountWhole';
  const n = Number(s);
  return n >= 1000 && n <= max ? null : 'loanAmount';
}

export function checkTenure(v: string): Check {
  const n = Number(v);
  return /^\d+$/.test(v) && n >= 1 && n <= 120 ? null : 'tenure';
}

/** Age in whole years on `today` for a birth date (both YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * DD/MM/YYYY, valid only if day, month and year round-trip; 18 to 70 years old. The masked
 * date the server answered (**\/**\/1994) keeps the stored date.
 */
export function checkBirthDate(v: string, mask?: string, today = todayIso()): Check {
  if (mask && v === mask) return null;
  const m = PATTERNS.birthDate.exec(v);
  if (!m) return 'birthDate';
  const [, dd, mm, yyyy] = m;
  const year = Number(yyyy);
  const thisYear = Number(today.slice(0, 4));
  if (year < thisYear - 120 || year > thisYear) return 'invalidYear';
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd)
  )
    return 'invalidDate';
  const iso = `${yyyy}-${mm}-${dd}`;
  if (iso > today) return 'birthDate';
  const age = ageOn(iso, today);
  return age < 18 || age > 70 ? 'ageCriteria' : null;
}

/** DD/MM/YYYY → YYYY-MM-DD (after checkBirthDate passed). */
export const isoFromDisplayDate = (v: string) => v.split('/').reverse().join('-');
