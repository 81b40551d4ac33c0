import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  OPTIONAL_PURPOSES,
  type ConsentNoticeView,
  type ConsentStateView,
  type OptionalPurpose,
} from '@marketplace/contracts';
import { useStepUp } from '@/components/step-up/step-up';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField } from '@/components/ui/field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { deployment } from '@/lib/deployment';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { productsPath } from '@/lib/routing';
import { updateSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import {
  agreeToNotice,
  changeConsent,
  getConsent,
  requestErasure,
  type ConsentChoices,
} from '../api/consent';
import { NoticeDetails } from './notice-details';

const NO_CHOICES: ConsentChoices = {
  sms: false,
  email: false,
  calls: false,
  partner_contact: false,
  analytics: false,
};

/** The notice's texts in the page's language. */
const useNoticeText = () => {
  const { i18n } = useTranslation();
  const hindi = i18n.language.startsWith('hi');
  return (p: ConsentNoticeView['purposes'][number]) => (hindi ? p.hi : p.en);
};

/** The first visit (or a new notice): every purpose itemised, the optional ones unticked. */
const AgreeForm = ({ state, onAgreed }: { state: ConsentStateView; onAgreed: () => void }) => {
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

/** What the consumer agreed to: each optional purpose withdrawn or given in one step. */
const Purposes = ({
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

/** Asking for erasure: the one step that withdraws `matching` (and every other purpose). */
const Erasure = ({ state, onAsked }: { state: ConsentStateView; onAsked: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const stepUp = useStepUp();

  const ask = async () => {
    setBusy(true);
    try {
      setOpen(false);
      if (!(await stepUp.run(() => requestErasure()))) return;
      showToast('success', t('consent.erasureAsked'));
      onAsked();
    } catch (err) {
      showToast('error', errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" heading={t('consent.erasureTitle')}>
      {state.erasureRequestedAt ? (
        <p role="status">
          {t('consent.erasureRequested', { date: formatDate(state.erasureRequestedAt) })}
        </p>
      ) : (
        <>
          <p>{t('consent.erasureText')}</p>
          <p>
            <Link to="/my-data">{t('consent.downloadFirst')}</Link>
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('consent.erasureButton')}
          </Button>
          <Dialog
            open={open}
            title={t('consent.erasureConfirmTitle')}
            onClose={() => setOpen(false)}
            closeLabel={t('common.close')}
          >
            <p>{t('consent.erasureConfirmText')}</p>
            <div className="form__row">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button busy={busy} onClick={() => void ask()}>
                {t('consent.erasureConfirm')}
              </Button>
            </div>
          </Dialog>
          {stepUp.dialog}
        </>
      )}
    </Card>
  );
};

/** The ledger as the consumer sees it, newest first. */
const History = ({ state }: { state: ConsentStateView }) => {
  const { t } = useTranslation();
  const text = useNoticeText();
  const titles = new Map<string, string>(state.notice.purposes.map((p) => [p.key, text(p).title]));
  // A consent to share with one insurer is given at the hand-off, outside the notice's purposes.
  titles.set('insurance_share', t('consent.insuranceShare'));
  if (!state.history.length) return null;
  return (
    <Card as="section" heading={t('consent.historyTitle')}>
      <ul className="terms">
        {state.history.map((r, i) => (
          <li key={i}>
            {t('consent.historyItem', {
              date: formatDate(r.at),
              purpose: titles.get(r.purpose) ?? r.purpose,
              action: t(r.granted ? 'consent.actionGiven' : 'consent.actionWithdrawn'),
              version: r.noticeVersion,
              channel: t(`consent.channels.${r.channel}`),
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
};

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
