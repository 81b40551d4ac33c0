import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPTIONAL_PURPOSES,
  type ConsentStateView,
  type OptionalPurpose,
} from '@marketplace/contracts';
import { useStepUp } from '@/components/step-up/step-up';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { updateSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { changeConsent } from '../api/consent';
import { useNoticeText } from '../hooks/use-notice-text';

/** What the consumer agreed to: each optional purpose withdrawn or given in one step. */
export const Purposes = ({
  state,
  onChanged,
}: {
  state: ConsentStateView;
  onChanged: (next: ConsentStateView) => void;
}) => {
  const { t } = useTranslation();
  const text = useNoticeText();
  const [busy, setBusy] = useState<string | null>(null);
  const stepUp = useStepUp();
  const locked = state.erasureRequestedAt !== null;

  const toggle = async (purpose: OptionalPurpose, granted: boolean) => {
    setBusy(purpose);
    try {
      const next = await stepUp.run(() => changeConsent(purpose, granted));
      if (!next) return;
      onChanged(next);
      updateSession({ analyticsConsent: next.purposes.analytics.granted });
      showToast('success', t(granted ? 'consent.givenToast' : 'consent.withdrawnToast'));
    } catch (err) {
      showToast('error', errorText(t, err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" heading={t('consent.yourConsents')}>
      <ul className="consent-list">
        {state.notice.purposes.map((p) => {
          const now = state.purposes[p.key];
          const optional = (OPTIONAL_PURPOSES as readonly string[]).includes(p.key);
          return (
            <li key={p.key} className="consent-purpose">
              <h3>{text(p).title}</h3>
              <p>{text(p).text}</p>
              <p className="muted">
                {now.granted
                  ? t('consent.given', { date: formatDate(now.since) })
                  : now.since
                    ? t('consent.withdrawn', { date: formatDate(now.since) })
                    : t('consent.notGiven')}
              </p>
              {optional && !locked ? (
                <Button
                  variant={now.granted ? 'secondary' : 'primary'}
                  disabled={busy !== null}
                  onClick={() => void toggle(p.key as OptionalPurpose, !now.granted)}
                >
                  {t(now.granted ? 'consent.withdraw' : 'consent.give', { purpose: text(p).title })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {stepUp.dialog}
    </Card>
  );
};
