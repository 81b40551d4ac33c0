import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyAction } from '@/components/ui/busy-action';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CodeField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatDuration } from '@/lib/format';
import { updateSession } from '@/lib/session';
import { useCountdown } from '@/lib/use-countdown';
import { checkOtp } from '@/lib/validation';
import { sendStepUp, verifyStepUp } from './api';

const RESEND_SECONDS = 30;

/**
 * A session a partner signed in (no OTP yet) is asked to prove the phone before personal data,
 * consent changes or erasure (the API's OTP_STEP_UP_REQUIRED). `run(call)` makes the call; on
 * that refusal it opens the OTP dialog and, once the code is proven, makes the call again (under
 * the fresh token). It resolves to undefined when the consumer closes the dialog instead.
 * Render `dialog` in the page.
 */
export function useStepUp() {
  const [pending, setPending] = useState<((proven: boolean) => void) | null>(null);
  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'OTP_STEP_UP_REQUIRED')) throw err;
    }
    const proven = await new Promise<boolean>((resolve) => setPending(() => resolve));
    setPending(null);
    return proven ? call() : undefined;
  }, []);
  const dialog = pending ? <StepUpDialog onDone={pending} /> : null;
  return { run, dialog };
}

/** Send the code to the signed-in number, take the 6 digits, keep the fresh token. */
const StepUpDialog = ({ onDone }: { onDone: (proven: boolean) => void }) => {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useCountdown(0);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendStepUp();
      setSent(true);
      setWait(RESEND_SECONDS);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = checkOtp(otp);
    if (invalid) return setError(t(`validation.${invalid}`));
    setBusy(true);
    setError(null);
    try {
      const { token } = await verifyStepUp(otp);
      updateSession({ token });
      onDone(true);
    } catch (err) {
      setError(errorText(t, err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={t('stepUp.title')}
      onClose={() => onDone(false)}
      closeLabel={t('common.close')}
    >
      {sent ? (
        <form className="form" onSubmit={confirm} noValidate>
          <p>{t('stepUp.sent')}</p>
          <CodeField
            label={t('verification.otpLabel')}
            name="otp"
            length={6}
            value={otp}
            error={error}
            onValue={setOtp}
          />
          <BusyAction label={t('stepUp.confirm')} busy={busy} />
          {wait > 0 ? (
            <p className="muted">{t('verification.resendIn', { time: formatDuration(wait) })}</p>
          ) : (
            <Button variant="link" onClick={() => void send()}>
              {t('verification.resend')}
            </Button>
          )}
        </form>
      ) : (
        <div className="form">
          <p>{t('stepUp.why')}</p>
          <BusyAction
            label={t('stepUp.send')}
            busy={busy}
            error={error}
            onClick={() => void send()}
            autoFocus
          />
          <Button variant="secondary" block onClick={() => onDone(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
    </Dialog>
  );
};
