import { LIMITS, PATTERNS } from '@marketplace/contracts';

// The forms' patterns and limits are the contracts package's, the server's too; each
// failure here names its message as a translation key under `validation.`.
export { PATTERNS };

/** Digits allowed in the help form's phone field (a shared limit, the server's too). */
export const PHONE_LENGTH = LIMITS.phoneLength;

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
  | 'futureDate'
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

/**
 * A mobile number as typed or pasted: digits only, a +91 or 0 prefix dropped, at most 10 digits
 * ('+91 98765-43210' → 9876543210).
 */
export function nationalNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return national.slice(0, 10);
}

/**
 * A date as typed: DD/MM/YYYY with the slashes added; a day or month typed as one digit and
 * closed by a separator is padded ('1/1/1990' → 01/01/1990). A mask (**\/**\/1994) stays.
 */
export function typeDate(raw: string): string {
  if (raw.startsWith('*')) return raw;
  const parts = raw.split(/[/.\- ]/).map((p) => p.replace(/\D/g, ''));
  const last = parts.pop() ?? '';
  const closed = parts.slice(0, 2).map((p) => p.padStart(2, '0').slice(0, 2));
  const digits = (closed.join('') + last).slice(0, 8);
  const shown = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
  // A separator just typed after a day or month stays, so the next digits follow it.
  return last === '' && (digits.length === 2 || digits.length === 4) ? `${shown}/` : shown;
}

export const checkMobile = (v: string): Check => (PATTERNS.mobile.test(v) ? null : 'mobile');
export const checkOtp = (v: string): Check => (PATTERNS.otp.test(v) ? null : 'otp');
export const checkEmail = (v: string): Check => (PATTERNS.email.test(v) ? null : 'email');
export const checkName = (v: string, which: 'firstName' | 'lastName'): Check =>
  v.length <= LIMITS.nameMaxLength && PATTERNS.letters.test(v) ? null : which;
export const checkPincode = (v: string): Check => (PATTERNS.pincode.test(v) ? null : 'pincode');
export const checkAddress = (v: string, which: 'address1' | 'address2'): Check =>
  v.length <= LIMITS.textMaxLength && PATTERNS.address.test(v) ? null : which;
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
  return /^\d+(\.\d{1,2})?$/.test(v.replace(/,/g, '')) &&
    n >= LIMITS.monthlyIncome.min &&
    n <= LIMITS.monthlyIncome.max
    ? null
    : 'monthlyIncome';
}

/** Whole rupees within the product's limits (gold loans up to ₹1 crore). */
export function checkLoanAmount(v: string, max: number): Check {
  const s = v.replace(/,/g, '');
  if (!/^\d+$/.test(s)) return 'loanAmountWhole';
  const n = Number(s);
  return n >= LIMITS.loanAmount.PL.min && n <= max ? null : 'loanAmount';
}

export function checkTenure(v: string): Check {
  const n = Number(v);
  return /^\d+$/.test(v) && n >= LIMITS.tenureMonths.min && n <= LIMITS.tenureMonths.max
    ? null
    : 'tenure';
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
  if (year > thisYear) return 'futureDate';
  if (year < thisYear - 120) return 'invalidYear';
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd)
  )
    return 'invalidDate';
  const iso = `${yyyy}-${mm}-${dd}`;
  if (iso > today) return 'futureDate';
  const age = ageOn(iso, today);
  return age < LIMITS.age.min || age > LIMITS.age.max ? 'ageCriteria' : null;
}

/** DD/MM/YYYY → YYYY-MM-DD (after checkBirthDate passed). */
export const isoFromDisplayDate = (v: string) => v.split('/').reverse().join('-');
