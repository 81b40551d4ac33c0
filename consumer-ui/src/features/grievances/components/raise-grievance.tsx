import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GRIEVANCE_CATEGORIES,
  type GrievanceCategory,
  type GrievanceReceipt,
} from '@marketplace/contracts';
import { BusyAction } from '@/components/ui/busy-action';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { PATTERNS } from '@/lib/validation';
import { raiseGrievance } from '../api/grievances';

const EMPTY = { name: '', mobile: '', email: '', category: '', description: '' };
type Form = typeof EMPTY;

/** What is wrong with the form, field by field (the server checks the same rules). */
function problems(f: Form): Partial<Record<keyof Form, string>> {
  const p: Partial<Record<keyof Form, string>> = {};
  if (!PATTERNS.fullName.test(f.name.trim())) p.name = 'USER_NAME_INVALID';
  if (!PATTERNS.mobile.test(f.mobile)) p.mobile = 'MOBILE_INVALID';
  if (f.email.trim() && !PATTERNS.email.test(f.email.trim())) p.email = 'EMAIL_INVALID';
  if (!f.category) p.category = 'GRIEVANCE_CATEGORY_INVALID';
  const length = f.description.trim().length;
  if (length < 10 || length > 2000) p.description = 'GRIEVANCE_DESCRIPTION_INVALID';
  return p;
}

/** The grievance form: an acknowledgement with the reference and the date the answer is due. */
export const RaiseGrievance = () => {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const error = (key: keyof Form) => (errors[key] ? t(`errors.${errors[key]}` as never) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      setReceipt(
        await raiseGrievance({
          name: form.name.trim(),
          mobile: form.mobile,
          email: form.email.trim() || undefined,
          category: form.category as GrievanceCategory,
          description: form.description.trim(),
        }),
      );
      setForm(EMPTY);
    } catch (err) {
      setFailure(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  if (receipt)
    return (
      <div className="notice" role="status">
        <p>
          <strong>{t('grievance.received', { reference: receipt.reference })}</strong>
        </p>
        <p>{t('grievance.dueBy', { date: formatDate(receipt.dueBy) })}</p>
        <Button variant="link" onClick={() => setReceipt(null)}>
          {t('grievance.another')}
        </Button>
      </div>
    );

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('grievance.name')}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={form.name}
        error={error('name')}
        onValue={set('name')}
      />
      <TextField
        label={t('grievance.mobile')}
        name="mobile"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={form.mobile}
        error={error('mobile')}
        onValue={(v) => set('mobile')(v.replace(/\D/g, '').slice(0, 10))}
      />
      <TextField
        label={t('grievance.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={form.email}
        error={error('email')}
        onValue={set('email')}
      />
      <SelectField
        label={t('grievance.category')}
        placeholder={t('grievance.choose')}
        options={GRIEVANCE_CATEGORIES.map((c) => ({
          value: c,
          label: t(`grievance.categories.${c}`),
        }))}
        value={form.category}
        error={error('category')}
        onValue={set('category')}
      />
      <TextAreaField
        label={t('grievance.description')}
        id="grievance-description"
        rows={5}
        maxLength={2000}
        value={form.description}
        error={errors.description ? error('description') : null}
        onValue={set('description')}
      />
      <BusyAction label={t('grievance.submit')} busy={busy} error={failure} />
    </form>
  );
};
