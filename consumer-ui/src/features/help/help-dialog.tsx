import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { api } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { PATTERNS, PHONE_LENGTH } from '@/lib/validation';

const EMPTY = { name: '', email: '', phone: '', company: '', description: '' };

/**
 * The 'Need help' form (consumer spec §5): name, e-mail, phone and description required,
 * company optional; Send stays disabled until they are valid. Whatever the server answers,
 * the consumer is told the request was sent, and the form resets and closes.
 */
export const HelpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);

  const errors = {
    name: form.name && !PATTERNS.fullName.test(form.name.trim()) ? t('validation.userName') : null,
    email: form.email && !PATTERNS.email.test(form.email.trim()) ? t('help.emailError') : null,
    phone: form.phone && form.phone.length < PHONE_LENGTH ? t('help.phoneError') : null,
    description: form.description.length > 2000 ? t('validation.description') : null,
  };
  const valid =
    PATTERNS.fullName.test(form.name.trim()) &&
    PATTERNS.email.test(form.email.trim()) &&
    form.phone.length === PHONE_LENGTH &&
    form.description.trim().length > 0 &&
    form.description.length <= 2000;

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));
  const blur = (field: string) => () => setTouched((s) => ({ ...s, [field]: true }));
  const shown = (field: keyof typeof errors) => (touched[field] ? errors[field] : null);

  const close = () => {
    setForm(EMPTY);
    setTouched({});
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    const body = {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone,
      description: form.description.trim(),
      ...(form.company.trim() ? { company: form.company.trim() } : {}),
    };
    await api('POST', '/help-request', body).catch((error: unknown) =>
      console.error('help request', error),
    );
    setBusy(false);
    showToast('success', t('help.sent'));
    close();
  };

  return (
    <Dialog open={open} title={t('help.title')} onClose={close} closeLabel={t('common.close')}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('help.intro')}</p>
        <TextField
          label={t('help.name')}
          value={form.name}
          onValue={set('name')}
          onBlur={blur('name')}
          error={shown('name')}
          autoComplete="name"
          required
        />
        <TextField
          label={t('help.email')}
          type="email"
          value={form.email}
          onValue={set('email')}
          onBlur={blur('email')}
          error={shown('email')}
          autoComplete="email"
          required
        />
        <TextField
          label={t('help.phone')}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          value={form.phone}
          onValue={(v) => set('phone')(v.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
          onBlur={blur('phone')}
          error={shown('phone')}
          autoComplete="tel-national"
          required
        />
        <TextField
          label={t('help.company')}
          value={form.company}
          onValue={set('company')}
          autoComplete="organization"
        />
        <TextAreaField
          label={t('help.description')}
          id="help-description"
          rows={4}
          maxLength={2000}
          required
          value={form.description}
          onValue={set('description')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={!valid || busy}>
          {t('help.send')}
        </button>
      </form>
    </Dialog>
  );
};
