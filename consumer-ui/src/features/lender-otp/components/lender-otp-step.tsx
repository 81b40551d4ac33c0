import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LenderOtpState } from '@marketplace/contracts';
import { BusyAction } from '@/components/ui/busy-action';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { formatDuration } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { getLenderOtp, sendLenderOtp, verifyLenderOtp } from '../api/lender-otp';

const OTP_SHAPE = /^\d{4,8}$/;

/**
 * The lender's OTP step for one hand-off: ask the lender to text its OTP, enter it, and see the
 * lender's answer (confirmed with its reference, a wrong or expired code, or a rejection).
 */
export const LenderOtpStep = ({ transactionId }: { transactionId: string }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<LenderOtpState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [wait, setWait] = useCountdown();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getLenderOtp(transactionId).then(setState, (err: unknown) => setLoadError(errorText(t, err)));
  }, [transactionId, t]);

  if (loadError)
    return (
      <p className="notice notice--error" role="alert">
        {loadError}
      </p>
    );
  if (!state) return <p role="status">{t('common.loading')}</p>;
  const name = state.lender;

  if (state.status === 'confirmed')
    return (
      <div role="status">
        <h2>{t('lenderOtp.confirmedTitle', { name })}</h2>
        <p>{t('lenderOtp.confirmed', { name, reference: state.reference })}</p>
      </div>
    );
  if (state.status === 'rejected')
    return (
      <div role="alert">
        <h2>{t('lenderOtp.rejectedTitle', { name })}</h2>
        <p>{rejection ?? t('lenderOtp.rejected', { name })}</p>
      </div>
    );

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendLenderOtp(transactionId);
      setState(answer);
      setSent(true);
      setWait(answer.resendAfterSeconds ?? 0);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!OTP_SHAPE.test(otp)) return setError(t('errors.LENDER_OTP_FORMAT_INVALID'));
    setBusy(true);
    setError(null);
    try {
      const verdict = await verifyLenderOtp(transactionId, otp);
      if (verdict.status === 'confirmed')
        setState({ ...state, status: 'confirmed', reference: verdict.reference });
      else if (verdict.status === 'rejected') {
        setRejection(verdict.message);
        setState({ ...state, status: 'rejected' });
      } else if (verdict.status === 'incorrect')
        setError(t('lenderOtp.incorrect', { count: verdict.attemptsLeft }));
      else setError(t('lenderOtp.expired'));
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t('lenderOtp.intro', { name })}</p>
      {sent ? (
        <form className="form" onSubmit={(e) => void verify(e)} noValidate>
          <p role="status">{t('lenderOtp.sent', { name })}</p>
          <CodeField
            label={t('lenderOtp.otpLabel', { name })}
            name="lenderOtp"
            length={8}
            value={otp}
            error={error}
            onValue={setOtp}
          />
          <BusyAction label={t('lenderOtp.confirm')} busy={busy} />
          <div className="form__row">
            {wait > 0 ? (
              <span className="muted">
                {t('verification.resendIn', { time: formatDuration(wait) })}
              </span>
            ) : (
              <Button variant="link" onClick={() => void send()}>
                {t('lenderOtp.resend')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <>
          <BusyAction
            label={t('lenderOtp.send', { name })}
            busy={busy}
            error={error}
            onClick={() => void send()}
          />
        </>
      )}
    </>
  );
};
