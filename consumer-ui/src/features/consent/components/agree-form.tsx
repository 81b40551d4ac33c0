import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentStateView, OptionalPurpose } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { updateSession } from '@/lib/session';
import { agreeToNotice, type ConsentChoices } from '../api/consent';
import { useNoticeText } from '../hooks/use-notice-text';
import { NoticeDetails } from './notice-details';

const NO_CHOICES: ConsentChoices = {
  sms: false,
  email: false,
  calls: false,
  partner_contact: false,
  analytics: false,
};

/** The first visit (or a new notice): every purpose itemised, the optional ones unticked. */
export const AgreeForm = ({
  state,
  onAgreed,
}: {
  state: ConsentStateView;
  onAgreed: () => void;
}) => {
  const { t } = useTranslation();
  const text = useNoticeText();
  const [choices, setChoices] = useState<ConsentChoices>(NO_CHOICES);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await agreeToNotice(state.notice.version, choices);
      updateSession({ analyticsConsent: choices.analytics });
      onAgreed();
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="form" className="form" onSubmit={submit} noValidate>
      <h2>{t('consent.noticeTitle', { version: state.notice.version })}</h2>
      <p>{t('consent.noticeIntro')}</p>
      <NoticeDetails notice={state.notice} />
      {state.notice.purposes.map((p) =>
        p.required ? (
          <div key={p.key} className="consent-purpose">
            <h3>
              {text(p).title} <span className="muted">({t('consent.required')})</span>
            </h3>
            <p>{text(p).text}</p>
          </div>
        ) : (
          <CheckboxField
            key={p.key}
            checked={choices[p.key as OptionalPurpose]}
            onChecked={(checked) => setChoices((c) => ({ ...c, [p.key]: checked }))}
            label={
              <>
                <strong>{text(p).title}</strong>: {text(p).text}
              </>
            }
          />
        ),
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block busy={busy}>
        {t('consent.agree')}
      </Button>
    </Card>
  );
};
