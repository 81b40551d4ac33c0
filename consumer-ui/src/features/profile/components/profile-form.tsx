import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField, type Option } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/errors';
import { formatDate, formatInr } from '@/lib/format';
import type { Profile } from '@/lib/journey';
import type { SavedProfile } from '@marketplace/contracts';
import { showToast } from '@/lib/toast';
import { typeDate } from '@/lib/validation';
import {
  getMaskInfo,
  getSmartLists,
  saveProfile,
  type ListOption,
  type ProfileKind,
} from '../api/profile';
import {
  FORM_SECTIONS,
  LIST_KEYS,
  LIST_OF,
  LOAN_MAX,
  toBody,
  validateProfile,
  visibleFields,
  type FieldName,
  type FormContext,
  type Values,
} from '../fields';

interface Props {
  kind: ProfileKind;
  profile: Profile;
  prospectAppId: string;
  onSaved: (saved: SavedProfile) => void;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function initialValues(p: Profile, masks: FormContext['masks']): Values {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    birthDate: masks.birth_date ?? (p.birthDate ? formatDate(p.birthDate) : ''),
    tin: masks.pan ?? p.tin,
    gender: p.gender,
    employment_status_code: p.employment_status_code,
    employer_name: p.employer_name,
    salary_mode: p.salary_mode,
    monthly_income: text(p.monthly_income),
    credit_score_class: p.credit_score_class,
    business_registration_type: p.business_registration_type,
    business_current_turnover: p.business_current_turnover,
    business_years: p.business_years,
    address1: p.address1,
    address2: p.address2,
    postal_code: p.postal_code,
    se_loan_amount: text(p.se_loan_amount),
    tenure_months: text(p.tenure_months),
  };
}

const INPUT: Partial<Record<FieldName, Record<string, unknown>>> = {
  firstName: { autoComplete: 'given-name', maxLength: 50 },
  lastName: { autoComplete: 'family-name', maxLength: 50 },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  birthDate: {
    inputMode: 'numeric',
    autoComplete: 'bday',
    placeholder: 'DD/MM/YYYY',
    maxLength: 10,
  },
  tin: { autoCapitalize: 'characters', maxLength: 10, placeholder: 'ABCDE1234F' },
  monthly_income: { inputMode: 'numeric' },
  postal_code: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 },
  se_loan_amount: { inputMode: 'numeric' },
  tenure_months: { inputMode: 'numeric', maxLength: 3 },
  address1: { autoComplete: 'address-line1', maxLength: 255 },
  address2: { autoComplete: 'address-line2', maxLength: 255 },
  employer_name: { autoComplete: 'organization', maxLength: 40 },
};

/**
 * The profile form of one loan product (personal, business, gold, housing): the fields of
 * its product with the checks and messages of fields.ts, prefilled from the profile (PAN and
 * birth date masked; sending the mask back keeps the stored value).
 */
export const ProfileForm = ({ kind, profile, prospectAppId, onSaved }: Props) => {
  const { t, i18n } = useTranslation();
  const [masks, setMasks] = useState<FormContext['masks'] | null>(
    profile.tin || profile.birthDate ? null : {},
  );
  const [values, setValues] = useState<Values | null>(null);
  const [lists, setLists] = useState<Record<string, ListOption[]>>({});
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  // After a refused submit, the first invalid field takes the focus (keyboard users).
  useEffect(() => {
    if (focusTick) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [focusTick]);

  useEffect(() => {
    if (masks) return;
    getMaskInfo(prospectAppId).then(
      (m) => setMasks({ pan: m.pan || undefined, birth_date: m.birth_date || undefined }),
      (error: unknown) => {
        showToast('error', errorText(t, error));
        setMasks({});
      },
    );
  }, [masks, prospectAppId, t]);

  useEffect(() => {
    if (masks && !values) setValues(initialValues(profile, masks));
  }, [masks, values, profile]);

  useEffect(() => {
    getSmartLists(i18n.language === 'hi' ? 'hi' : 'en', LIST_KEYS).then(
      setLists,
      (error: unknown) => showToast('error', errorText(t, error)),
    );
  }, [i18n.language, t]);

  const salaried = useMemo(() => {
    const option = lists.employmentStatus?.find((o) => o.value === values?.employment_status_code);
    return option?.meta?.lenderFlag === 'salaried';
  }, [lists, values?.employment_status_code]);

  if (!values || !masks) return <p role="status">{t('common.loading')}</p>;
  const context: FormContext = { kind, salaried, masks };

  const label = (field: FieldName) =>
    kind === 'business' && field === 'employer_name'
      ? t('profile.fields.businessName')
      : t(`profile.fields.${field}` as never);

  const messages = (v: Values) =>
    Object.fromEntries(
      Object.entries(validateProfile(v, context)).map(([field, key]) => [
        field,
        key === 'required'
          ? t('validation.required', { field: label(field as FieldName) })
          : t(`validation.${key}` as never, {
              max: `₹ ${LOAN_MAX[kind].toLocaleString('en-IN')}`,
            }),
      ]),
    ) as Partial<Record<FieldName, string>>;

  const set = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(messages(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = messages(values);
    setErrors(found);
    if (Object.keys(found).length) {
      setFocusTick((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveProfile(prospectAppId, kind, toBody(values, context));
      showToast('success', t('profile.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) {
        setErrors(
          Object.fromEntries(
            error.errors.map((failure) => [failure.field, fieldErrorText(t, failure)]),
          ),
        );
      }
      showToast('error', errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const options = (field: FieldName): Option[] => {
    const all = lists[LIST_OF[field] ?? ''] ?? [];
    // Business loans are for the self-employed and business owners.
    if (kind === 'business' && field === 'employment_status_code')
      return all.filter((o) => ['self_employed', 'business'].includes(String(o.meta?.lenderFlag)));
    return all;
  };

  const shown = new Set(visibleFields(context));

  const renderField = (field: FieldName) => {
    if (!shown.has(field)) return null;
    if (LIST_OF[field])
      return (
        <SelectField
          key={field}
          name={field}
          label={label(field)}
          placeholder={t('common.select')}
          options={options(field)}
          value={values[field]}
          error={errors[field]}
          onValue={(v) => set(field, v)}
        />
      );
    const amount = field === 'monthly_income' || field === 'se_loan_amount';
    const hint =
      field === 'birthDate'
        ? t('profile.hints.birthDate')
        : field === 'tin'
          ? t('profile.hints.pan')
          : amount && values[field] && /^\d+$/.test(values[field])
            ? formatInr(Number(values[field]))
            : field === 'tenure_months'
              ? t('profile.hints.tenure')
              : undefined;
    return (
      <TextField
        key={field}
        name={field}
        label={label(field)}
        value={values[field]}
        error={errors[field]}
        hint={hint}
        prefix={amount ? '₹' : undefined}
        {...INPUT[field]}
        onValue={(v) =>
          set(
            field,
            field === 'birthDate'
              ? typeDate(v)
              : amount || field === 'postal_code' || field === 'tenure_months'
                ? v.replace(/\D/g, '')
                : field === 'tin'
                  ? v.toUpperCase()
                  : v,
          )
        }
      />
    );
  };

  return (
    <Card as="form" className="form profile-form" onSubmit={submit} noValidate>
      {FORM_SECTIONS[kind].map((section) => (
        <fieldset key={section.title} className="form__section">
          <legend>{t(`profile.sections.${section.title}` as never)}</legend>
          {section.fields.map(renderField)}
        </fieldset>
      ))}
      <Button type="submit" block busy={busy}>
        {t('profile.submit')}
      </Button>
    </Card>
  );
};
