import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ConsentStateView } from '@marketplace/contracts';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { deployment } from '@/lib/deployment';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { productsPath } from '@/lib/routing';
import { updateSession } from '@/lib/session';
import { getConsent } from '../api/consent';
import { AgreeForm } from './agree-form';
import { History } from './consent-history';
import { Erasure } from './erasure';
import { NoticeDetails } from './notice-details';
import { Purposes } from './purposes';

/**
 * /user/consent: the stand-alone consent notice (DPDP Rules 2025 r.3) and the consumer's
 * consents: agreement at the first visit, one-step withdrawal of each purpose, the ledger, and
 * the erasure request.
 */
export const ConsentPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<ConsentStateView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    getConsent().then(
      (next) => {
        setState(next);
        // What the server holds wins (a withdrawal made in another browser).
        updateSession({ analyticsConsent: next.purposes.analytics.granted });
      },
      (err: unknown) => setError(errorText(t, err)),
    );
  }, [t]);
  useEffect(() => {
    load();
  }, [load]);

  if (error)
    return (
      <Card as="main" role="alert">
        <p>{error}</p>
      </Card>
    );
  if (!state) return <PageSpinner />;
  const agreeing = !state.upToDate && !state.erasureRequestedAt;
  return (
    <main className="narrow">
      <h1>{t('consent.title')}</h1>
      {agreeing ? (
        <AgreeForm
          state={state}
          onAgreed={() => {
            updateSession({ consentRequired: null });
            void navigate(productsPath(deployment()), { replace: true });
          }}
        />
      ) : (
        <>
          <p>
            {t('consent.agreedTo', {
              version: state.agreedVersion ?? state.notice.version,
              date: formatDate(state.notice.effectiveFrom),
            })}
          </p>
          {state.notice.data ? (
            <Card as="details">
              <summary>{t('consent.readNotice', { version: state.notice.version })}</summary>
              <NoticeDetails notice={state.notice} />
            </Card>
          ) : null}
          <Purposes state={state} onChanged={setState} />
        </>
      )}
      <Erasure state={state} onAsked={load} />
      <History state={state} />
    </main>
  );
};
