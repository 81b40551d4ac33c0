import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CodeField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { formatDuration, maskPhone } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { getSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { checkOtp } from '@/lib/validation';
import { sendOtp, verifyOtp } from '../api/otp';
import { startSession } from '../start-session';

const RESEND_SECONDS = 30;

interface OtpFormProps {
  phoneNumber: string;
  onVerified: () => void;
  onChangeNumber: () => void;
}

/** The OTP step: 6 digits, verified with the visit's attribution; resend after 30 s. */
export const OtpForm = ({ phoneNumber, onVerified, onChangeNumber }: OtpFormProps) => {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useCountdown(RESEND_SECONDS);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkOtp(otp);
    if (invalid) return setError(t(`validation.${invalid}`));
    setError(null);
    setBusy(true);
    const s = getSession();
    const utm = s.utms ?? {};
    try {
      const session = await verifyOtp({
        phoneNumber,
        otp,
        partnerName: s.partner ?? undefined,
        merchantId: s.merchantId ?? undefined,
        utmSource: utm.utm_source,
        utmMedium: utm.utm_medium,
        utmCampaign: utm.utm_campaign,
        utmTerm: utm.utm_term,
        utmContent: utm.utm_content,
        urlSegment: s.urlSegment ?? undefined,
      });
      startSession(session);
      onVerified();
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      await sendOtp(phoneNumber);
      setWait(RESEND_SECONDS);
      showToast('success', t('login.otpSent'));
    } catch (err) {
      showToast('error', errorText(t, err));
    }
  };

  return (
    <Card as="form" className="form" onSubmit={submit} noValidate>
      <h2>{t('verification.title')}</h2>
      <p>{t('verification.sentTo', { phone: `+91 ${maskPhone(phoneNumber)}` })}</p>
      <CodeField
        label={t('verification.otpLabel')}
        name="otp"
        length={6}
        value={otp}
        error={error}
        onValue={setOtp}
      />
      <Button type="submit" block busy={busy}>
        {t('verification.verify')}
      </Button>
      <div className="form__row">
        <Button variant="link" onClick={onChangeNumber}>
          {t('verification.changeNumber')}
        </Button>
        {wait > 0 ? (
          <span className="muted">
            {t('verification.resendIn', { time: formatDuration(wait) })}
          </span>
        ) : (
          <Button variant="link" onClick={() => void resend()}>
            {t('verification.resend')}
          </Button>
        )}
      </div>
    </Card>
  );
};
