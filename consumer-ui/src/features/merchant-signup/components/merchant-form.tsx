import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/errors';
import { PATTERNS } from '@/lib/validation';
import { applyAsMerchant, sendSignupOtp, type MerchantApplicationForm } from '../api/signup';

type Field = Exclude<keyof MerchantApplicationForm, 'partner_name' | 'consent'>;

/** A PAN of a person or of any kind of business (the 4th letter says which). */
const ANY_PAN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Each field's check, the server's own, so that most mistakes are caught before sending. */
const CHECKS: Record<Field, [RegExp, ErrorCode]> = {
  business_name: [/^[A-Za-z0-9&.,'()\- ]{2,150}$/, 'BUSINESS_NAME_INVALID'],
  contact_name: [/^[A-Za-z][A-Za-z.' -]{1,99}$/, 'CONTACT_NAME_INVALID'],
  mobile: [PATTERNS.mobile, 'MOBILE_INVALID'],
  otp: [PATTERNS.otp, 'OTP_FORMAT_INVALID'],
  email: [PATTERNS.email, 'EMAIL_INVALID'],
  pan: [ANY_PAN, 'PAN_INVALID'],
  gstin: [GSTIN, 'PARTNER_GSTIN_INVALID'],
  address: [/^[A-Za-z0-9\-,.#/ ]{3,255}$/, 'ADDRESS_INVALID'],
  city: [/^[A-Za-z][A-Za-z .-]{1,99}$/, 'CITY_INVALID'],
  state: [/^[A-Za-z][A-Za-z .&-]{1,99}$/, 'STATE_INVALID'],
  pincode: [PATTERNS.pincode, 'PINCODE_INVALID'],
  bank_account_name: [/^[A-Za-z0-9&.,'()\- ]{2,100}$/, 'ACCOUNT_HOLDER_INVALID'],
  bank_account_number: [/^\d{9,18}$/, 'BANK_ACCOUNT_INVALID'],
  bank_ifsc: [PATTERNS.ifsc, 'IFSC_INVALID'],
  password: [/^[\s\S]{12,72}$/, 'MERCHANT_PASSWORD_INVALID'],
};
const UPPER: Field[] = ['pan', 'gstin', 'bank_ifsc'];
/** The form's sections and their fields, in order (the mobile and its code have their own). */
const SECTIONS: ['business' | 'tax' | 'address' | 'bank' | 'login', Field[]][] = [
  ['business', ['business_name', 'contact_name', 'email']],
  ['tax', ['pan', 'gstin']],
  ['address', ['address', 'city', 'state', 'pincode']],
  ['bank', ['bank_account_name', 'bank_account_number', 'bank_ifsc']],
  ['login', ['password']],
];
const INPUT: Partial<
  Record<Field, { type?: string; autoComplete?: string; inputMode?: 'numeric' }>
> = {
  email: { type: 'email', autoComplete: 'email' },
  contact_name: { autoComplete: 'name' },
  business_name: { autoComplete: 'organization' },
  address: { autoComplete: 'street-address' },
  pincode: { inputMode: 'numeric', autoComplete: 'postal-code' },
  bank_account_number: { inputMode: 'numeric' },
  password: { type: 'password', autoComplete: 'new-password' },
};
/** A refusal of the whole application that is about one field. */
const CONFLICT_FIELD: Partial<Record<ErrorCode, Field>> = {
  GSTIN_PAN_MISMATCH: 'gstin',
  OTP_INCORRECT: 'otp',
  OTP_EXPIRED: 'otp',
  OTP_USED: 'otp',
  OTP_ATTEMPTS_EXHAUSTED: 'otp',
};

const empty = Object.fromEntries(Object.keys(CHECKS).map((k) => [k, ''])) as Record<Field, string>;

/**
 * The public merchant sign-up: business, contact, the mobile proved by an OTP, e-mail, PAN and
 * optional GSTIN, address, bank account, the portal password and the declaration. Fields are
 * checked as the server checks them; the server's refusals show under their field.
 */
export const MerchantForm = ({
  partnerName,
  onApplied,
}: {
  partnerName?: string;
  onApplied: (reference: string) => void;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'consent', string>>>({});
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const label = (field: Field) => t(`partner.signup.fields.${field}`);
  const check = (field: Field, value = values[field]): string | null => {
    if (field === 'gstin' && !value) return null;
    const [pattern, code] = CHECKS[field];
    if (pattern.test(value.trim())) return null;
    return t(`errors.${code}` as never, { line: 1 });
  };
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: UPPER.includes(field) ? value.toUpperCase() : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const sendCode = async () => {
    const problem = check('mobile');
    setErrors((e) => ({ ...e, mobile: problem ?? undefined }));
    if (problem) return;
    try {
      await sendSignupOtp(values.mobile);
      setOtpSent(true);
    } catch (error) {
      setErrors((e) => ({ ...e, mobile: errorText(t, error) }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field | 'consent', string>> = {};
    for (const field of Object.keys(CHECKS) as Field[]) {
      const problem = check(field);
      if (problem) found[field] = problem;
    }
    if (!consent) found.consent = t('errors.MERCHANT_CONSENT_REQUIRED');
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`merchant-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, k === 'password' ? v : v.trim()]),
      ) as Record<Field, string>;
      const res = await applyAsMerchant({
        ...trimmed,
        gstin: trimmed.gstin || undefined,
        partner_name: partnerName,
        consent: true,
      });
      onApplied(res.data.reference);
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length)
        setErrors(Object.fromEntries(error.errors.map((f) => [f.field, fieldErrorText(t, f)])));
      else if (error instanceof ApiError && CONFLICT_FIELD[error.code]) {
        const field = CONFLICT_FIELD[error.code]!;
        setErrors({ [field]: errorText(t, error) });
        document.getElementById(`merchant-${field}`)?.focus();
      } else {
        // A refused application used its code up: another try needs a new one.
        if (error instanceof ApiError && error.code === 'MERCHANT_APPLICATION_NOT_ACCEPTED')
          setValues((v) => ({ ...v, otp: '' }));
        setFailure(errorText(t, error));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, extra: { hint?: string } = {}) => (
    <TextField
      key={name}
      id={`merchant-${name}`}
      label={label(name)}
      value={values[name]}
      error={errors[name]}
      hint={extra.hint}
      onValue={set(name)}
      onBlur={() => {
        if (values[name]) setErrors((e) => ({ ...e, [name]: check(name) ?? undefined }));
      }}
      {...INPUT[name]}
    />
  );

  return (
    <form className="form merchant-form" onSubmit={(e) => void submit(e)} noValidate>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <fieldset className="form__section">
        <legend>{t('partner.signup.sections.mobile')}</legend>
        <div className="otp-row">
          {field('mobile')}
          <Button variant="secondary" onClick={() => void sendCode()}>
            {otpSent ? t('partner.signup.resendOtp') : t('partner.signup.sendOtp')}
          </Button>
        </div>
        {otpSent ? (
          <>
            <p role="status">{t('partner.signup.otpSent', { mobile: values.mobile })}</p>
            {field('otp')}
          </>
        ) : null}
      </fieldset>
      {SECTIONS.map(([section, fields]) => (
        <fieldset key={section} className="form__section">
          <legend>{t(`partner.signup.sections.${section}`)}</legend>
          {fields.map((name) =>
            field(name, {
              hint:
                name === 'gstin' || name === 'password' || name === 'pan'
                  ? t(`partner.signup.hints.${name}` as const)
                  : undefined,
            }),
          )}
        </fieldset>
      ))}
      <CheckboxField
        id="merchant-consent"
        label={t('partner.signup.declaration')}
        checked={consent}
        error={errors.consent}
        onChecked={(checked) => {
          setConsent(checked);
          setErrors((v) => ({ ...v, consent: undefined }));
        }}
      />
      <Button type="submit" disabled={!otpSent} busy={busy}>
        {t('partner.signup.submit')}
      </Button>
      {otpSent ? null : <p className="muted">{t('partner.signup.verifyFirst')}</p>}
    </form>
  );
};
