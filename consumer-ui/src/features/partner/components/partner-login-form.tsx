import { PATTERNS } from '@marketplace/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { partnerLogin } from '../api/partner-auth';
import { startPartnerSession } from '../session';

interface Props {
  /** The partner named in the path (/{partner}/partner/login): only its logins are accepted. */
  partnerName?: string;
  onSignedIn: () => void;
}

/** The partner portal's sign-in: e-mail and password (/partner/login). */
export const PartnerLoginForm = ({ partnerName, onSignedIn }: Props) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      email: PATTERNS.email.test(email.trim()) ? undefined : t('errors.EMAIL_INVALID'),
      password: password ? undefined : t('errors.PASSWORD_REQUIRED'),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const signedIn = await partnerLogin(email.trim(), password, partnerName);
      startPartnerSession(signedIn);
      onSignedIn();
    } catch (error) {
      setErrors({ form: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="form" className="form" onSubmit={submit} noValidate>
      <h2>{t('partner.login.title')}</h2>
      <TextField
        label={t('partner.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        error={errors.email}
        onValue={setEmail}
      />
      <TextField
        label={t('partner.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onValue={setPassword}
      />
      {errors.form ? (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" block busy={busy}>
        {t('partner.login.submit')}
      </Button>
    </Card>
  );
};
