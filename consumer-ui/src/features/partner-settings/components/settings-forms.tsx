import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerSettingsView } from '@marketplace/contracts';
import { BusyAction } from '@/components/ui/busy-action';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { CallAuth } from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/errors';
import { showToast } from '@/lib/toast';
import { changePassword, getSettings, saveSettings } from '../api/settings';

const FIELDS = [
  ['contact_name', 'text'],
  ['contact_email', 'email'],
  ['contact_phone', 'tel'],
  ['pan', 'text'],
  ['gstin', 'text'],
  ['bank_account_name', 'text'],
  ['bank_account_number', 'text'],
  ['bank_ifsc', 'text'],
] as const;
type Field = (typeof FIELDS)[number][0];
const BANK: Field[] = ['bank_account_name', 'bank_account_number', 'bank_ifsc'];
/** Refusals about the password a bank account change asks for: shown under that field. */
const PASSWORD_CODES = new Set(['PASSWORD_CONFIRM_REQUIRED', 'PASSWORD_CURRENT_WRONG']);

/**
 * The partner's contact, PAN, GSTIN and payout bank account. The server checks every value (the
 * GSTIN must carry the PAN); its refusals show under the field they are about. Changing the bank
 * account asks for the login's password (the field appears once a bank detail is edited).
 */
export const DetailsForm = ({ auth }: { auth: CallAuth }) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<PartnerSettingsView | null>(null);
  const [loaded, setLoaded] = useState<PartnerSettingsView | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'current_password', string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getSettings(auth).then(
      (r) => {
        setValues(r.data);
        setLoaded(r.data);
      },
      (e: unknown) => showToast('error', errorText(t, e)),
    );
    // Loaded once; `auth` is read afresh by each call.
  }, []);
  if (!values) return null;
  const bankEdited = BANK.some((f) => (values[f] ?? '') !== (loaded?.[f] ?? ''));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const body = bankEdited ? { ...values, current_password: password } : values;
      const saved = (await saveSettings(auth, body)).data;
      setValues(saved);
      setLoaded(saved);
      setPassword('');
      showToast('success', t('partner.settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length)
        setErrors(
          Object.fromEntries(error.errors.map((f) => [f.field, fieldErrorText(t, f)])) as never,
        );
      else if (error instanceof ApiError && error.code === 'GSTIN_PAN_MISMATCH')
        setErrors({ gstin: errorText(t, error) });
      else if (error instanceof ApiError && PASSWORD_CODES.has(error.code))
        setErrors({ current_password: errorText(t, error) });
      else showToast('error', errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void save(e)} aria-labelledby="details-heading">
      <h2 id="details-heading">{t('partner.settings.details')}</h2>
      {FIELDS.map(([field, type]) => (
        <TextField
          key={field}
          label={t(`partner.settings.fields.${field}`)}
          type={type}
          value={values[field] ?? ''}
          error={errors[field]}
          onValue={(value) => {
            const upper = field === 'pan' || field === 'gstin' || field === 'bank_ifsc';
            setValues({ ...values, [field]: upper ? value.toUpperCase() : value });
          }}
        />
      ))}
      {bankEdited ? (
        <TextField
          label={t('partner.settings.bankPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          required
          error={errors.current_password}
          hint={t('partner.settings.bankPasswordHelp')}
          onValue={setPassword}
        />
      ) : null}
      <BusyAction label={t('partner.settings.save')} busy={busy} />
    </form>
  );
};

/** Change password: the current one, then a new one of at least 12 characters. */
export const PasswordForm = ({
  auth,
  onToken,
}: {
  auth: CallAuth;
  onToken: (token: string) => void;
}) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const { token } = await changePassword(auth, {
        current_password: current,
        new_password: next,
      });
      onToken(token);
      setCurrent('');
      setNext('');
      showToast('success', t('partner.settings.passwordChanged'));
    } catch (error) {
      showToast('error', errorText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} aria-labelledby="password-heading">
      <h2 id="password-heading">{t('partner.settings.changePassword')}</h2>
      <TextField
        label={t('partner.settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
      />
      <TextField
        label={t('partner.settings.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        hint={t('partner.settings.newPasswordHelp')}
        onValue={setNext}
      />
      <Button type="submit" disabled={busy || !current || next.length < 12}>
        {t('partner.settings.changePassword')}
      </Button>
    </form>
  );
};
