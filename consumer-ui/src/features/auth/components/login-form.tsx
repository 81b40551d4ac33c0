import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, TextField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { showToast } from '@/lib/toast';
import { checkMobile, nationalNumber } from '@/lib/validation';
import { sendOtp } from '../api/otp';

interface LoginFormProps {
  /** The brand asks for an extra terms acknowledgement (show_terms). */
  askTerms: boolean;
  partnerName: string;
  termsHref: string;
  privacyHref: string;
  onSent: (phoneNumber: string) => void;
  /** A number to start with (the one a refused partner sign-in link named). */
  initialPhone?: string;
}

/** The mobile number step: validated on submit, then the OTP is sent. */
export const LoginForm = ({
  askTerms,
  partnerName,
  termsHref,
  privacyHref,
  onSent,
  initialPhone,
}: LoginFormProps) => {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; terms?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const phoneError = checkMobile(phone);
    const termsError = askTerms && !accepted ? 'acceptTerms' : null;
    setErrors({
      phone: phoneError ? t(`validation.${phoneError}`) : undefined,
      terms: termsError ? t('validation.acceptTerms') : undefined,
    });
    if (phoneError || termsError) return;
    setBusy(true);
    try {
      await sendOtp(phone);
      showToast('success', t('login.otpSent'));
      onSent(phone);
    } catch (error) {
      const text = errorText(t, error);
      setErrors({ phone: text });
      showToast('error', text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="form" className="form" onSubmit={submit} noValidate>
      <h2>{t('login.title')}</h2>
      <TextField
        label={t('login.mobileLabel')}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        value={phone}
        error={errors.phone}
        hint={t('login.mobileHint')}
        onValue={(v) => setPhone(nationalNumber(v))}
      />
      {askTerms ? (
        <CheckboxField
          checked={accepted}
          onChecked={setAccepted}
          error={errors.terms}
          label={
            <Trans
              i18nKey="login.acceptTerms"
              values={{ partner: partnerName }}
              components={{ terms: <a href={termsHref} />, privacy: <a href={privacyHref} /> }}
            />
          }
        />
      ) : null}
      <Button type="submit" block busy={busy}>
        {t('login.getOtp')}
      </Button>
      <p className="fine-print">
        <Trans
          i18nKey="login.consent"
          components={{ terms: <a href={termsHref} />, privacy: <a href={privacyHref} /> }}
        />
      </p>
    </Card>
  );
};
