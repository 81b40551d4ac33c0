import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { api, apiData } from '@/lib/api-client';
import type { StartUp } from '@marketplace/contracts';
import { getSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { nationalNumber, PATTERNS, PHONE_LENGTH } from '@/lib/validation';

const EMPTY = { name: '', email: '', phone: '', company: '', description: '' };

/**
 * The 'Need help' form: name, e-mail, phone and description required,
 * company optional; Send stays disabled until they are valid. A signed-in consumer finds their
 * name, e-mail and mobile filled in. Whatever the server answers, the consumer is told the
 * request was sent, and the form resets and closes.
 */
export const HelpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);

  // What the signed-in consumer has told us already; a failure leaves the form empty.
  useEffect(() => {
    const { token, prospectAppId } = getSession();
    if (!open || !token || !prospectAppId) return;
    apiData<StartUp>('GET', `/start-up/${prospectAppId}`).then(
      ({ user }) =>
        setForm((f) => ({
          ...f,
          name: f.name || `${user.firstName} ${user.lastName}`.trim(),
          email: f.email || user.email,
          phone: f.phone || user.phoneNumber,
        })),
      (error: unknown) => console.error('help prefill', error),
    );
  }, [open]);

  const errors = {
    name: PATTERNS.fullName.test(form.name.trim()) ? null : t('help.nameError'),
    email: PATTERNS.email.test(form.email.trim()) ? null : t('help.emailError'),
    phone: form.phone.length === PHONE_LENGTH ? null : t('help.phoneError'),
    description: !form.description.trim()
      ? t('help.descriptionRequired')
      : form.description.length > 2000
        ? t('validation.description')
        : null,
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
          prefix="+91"
          value={form.phone}
          // No maxLength: a pasted '+91 98765-43210' must arrive whole to keep its digits.
          onValue={(v) => set('phone')(nationalNumber(v))}
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
          onBlur={blur('description')}
          error={shown('description')}
        />
        <Button type="submit" block disabled={!valid} busy={busy}>
          {t('help.send')}
        </Button>
      </form>
    </Dialog>
  );
};
