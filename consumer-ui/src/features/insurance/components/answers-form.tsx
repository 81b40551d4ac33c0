import { INSURANCE_TYPES, type InsuranceAnswers, type InsuranceType } from '@marketplace/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/** The limits the server checks too (whole rupees, years). */
const LIMITS = {
  age: [18, 99],
  cover: [10_000, 100_000_000],
  annualIncome: [0, 1_000_000_000],
  vehicleAgeYears: [0, 30],
} as const;
type Field = keyof typeof LIMITS;

/** The questions of each type: the age and cover always, then the type's own. */
const FIELDS: Record<InsuranceType, Field[]> = {
  health: ['age', 'cover'],
  term_life: ['age', 'cover', 'annualIncome'],
  motor: ['age', 'cover', 'vehicleAgeYears'],
  two_wheeler: ['age', 'cover', 'vehicleAgeYears'],
};

/** Digits only: a pasted "5,00,000" keeps its digits. */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 10);

interface Props {
  initial: InsuranceAnswers | null;
  busy: boolean;
  onSubmit: (answers: InsuranceAnswers) => void;
}

/** One insurance type's eligibility form; the type chosen first decides its questions. */
export const AnswersForm = ({ initial, busy, onSubmit }: Props) => {
  const { t } = useTranslation();
  const [type, setType] = useState<InsuranceType>(initial?.type ?? 'health');
  const [values, setValues] = useState<Record<Field, string>>({
    age: initial ? String(initial.age) : '',
    cover: initial ? String(initial.cover) : '',
    annualIncome: initial?.annualIncome === undefined ? '' : String(initial.annualIncome),
    vehicleAgeYears: initial?.vehicleAgeYears === undefined ? '' : String(initial.vehicleAgeYears),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const label = (field: Field) =>
    field === 'cover'
      ? t(`insurance.cover.${type}`)
      : field === 'vehicleAgeYears'
        ? t('insurance.vehicleAge')
        : t(`insurance.${field}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const answers: Record<string, number> = {};
    for (const field of FIELDS[type]) {
      const [min, max] = LIMITS[field];
      const n = values[field] === '' ? NaN : Number(values[field]);
      if (!Number.isInteger(n) || n < min || n > max)
        found[field] = t('insurance.required', {
          min: min.toLocaleString('en-IN'),
          max: max.toLocaleString('en-IN'),
        });
      else answers[field] = n;
    }
    setErrors(found);
    const first = FIELDS[type].find((f) => found[f]);
    if (first) {
      document.getElementById(`insurance-${first}`)?.focus();
      return;
    }
    onSubmit({ type, ...answers } as unknown as InsuranceAnswers);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="choice-group insurance-types">
        <legend>{t('insurance.typeLegend')}</legend>
        {INSURANCE_TYPES.map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="insurance-type"
              value={value}
              checked={type === value}
              onChange={() => {
                setType(value);
                setErrors({});
              }}
            />
            {t(`insurance.types.${value}`)}
          </label>
        ))}
      </fieldset>
      {FIELDS[type].map((field) => (
        <TextField
          key={field}
          id={`insurance-${field}`}
          label={label(field)}
          hint={field === 'age' ? t('insurance.ageHint') : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={values[field]}
          error={errors[field]}
          onValue={(v) => setValues((s) => ({ ...s, [field]: digits(v) }))}
        />
      ))}
      <Button type="submit" block disabled={busy}>
        {busy ? t('insurance.searching') : t('insurance.find')}
      </Button>
    </form>
  );
};
