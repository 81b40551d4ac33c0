import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import type { KfsView } from '@marketplace/contracts';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatInr, formatPercent } from '@/lib/format';
import { showToast } from '@/lib/toast';
import {
  acknowledgeKfs,
  getOffers,
  handOff,
  issueKfs,
  type HandOff,
  type Offer,
} from '../api/offers';
import { KfsSection } from './kfs-section';
import { LenderLogo, OfferFigures, SpecialOffer } from './offer-card';

interface Props {
  /** Where the lender's OTP step of a hand-off is (the user area's page). */
  lenderOtpHref: (transactionId: string) => string;
  /** The lender's URL key (cashe, money-view, …). */
  urlKey: string;
  appId: string | null;
  /** Loads the lender's offer; by default from the consumer's offers. */
  loadOffer?: () => Promise<Offer | null>;
  onBack: () => void;
  backLabel: string;
}

/**
 * One lender's page, for every lender (/user/{lender} and
 * lenders-transaction/{lender}): the offer as shown, its terms, its Key Fact Statement in the
 * page's language (acknowledged before the hand-off), the consent to share the application, and
 * the hand-off to the lender.
 */
export const LenderPage = ({
  urlKey,
  appId,
  loadOffer,
  onBack,
  backLabel,
  lenderOtpHref,
}: Props) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('hi') ? 'hi' : 'en';
  const [offer, setOffer] = useState<Offer | null | undefined>(undefined);
  // undefined while it loads; null when it could not be issued (e.g. the application was sent).
  const [kfs, setKfs] = useState<KfsView | null | undefined>(undefined);
  const [kfsRead, setKfsRead] = useState(false);
  const [kfsError, setKfsError] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<HandOff | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const load =
      loadOffer ??
      (async () => (await getOffers(appId)).offers.find((o) => o.url_key === urlKey) ?? null);
    load().then(setOffer, (err: unknown) => {
      setError(errorText(t, err));
      setOffer(null);
    });
  }, [urlKey, appId, loadOffer, t]);

  // The offer's KFS, in the page's language (again when the language changes).
  const offerShown = Boolean(offer);
  useEffect(() => {
    if (!offerShown || done) return;
    issueKfs(urlKey, language, appId).then(
      (issued) => {
        setKfs(issued);
        setKfsRead(issued.acknowledgedAt !== null);
      },
      (err: unknown) => {
        setKfs(null);
        setError(errorText(t, err));
      },
    );
  }, [offerShown, done, urlKey, language, appId, t]);

  if (offer === undefined) return <p role="status">{t('common.loading')}</p>;
  if (offer === null)
    return (
      <Card role="alert">
        <p>{error ?? t('errors.OFFER_NOT_SELECTED')}</p>
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
      </Card>
    );

  const submit = async () => {
    if (kfs === undefined) return;
    // Without a KFS (none could be issued) the server decides: an earlier hand-off to this
    // lender is answered again, anything else is refused with its reason.
    const kfsMissing = kfs && !kfsRead ? t('kfs.required') : null;
    setKfsError(kfsMissing);
    setConsentError(consent ? null : t('lender.consentRequired'));
    if (kfsMissing || !consent) return;
    setBusy(true);
    try {
      if (kfs && !kfs.acknowledgedAt) setKfs(await acknowledgeKfs(kfs.id));
      const result = await handOff(urlKey, appId, kfs?.id);
      setDone(result);
      showToast('success', t('lender.sent', { name: result.name }));
    } catch (err) {
      setError(errorText(t, err));
      showToast('error', errorText(t, err));
      // An expired statement: a new one is shown, to be read again.
      if (err instanceof ApiError && err.code === 'KFS_EXPIRED') {
        setKfsRead(false);
        setKfs(await issueKfs(urlKey, language, appId).catch(() => null));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lender-page">
      <Card as="section" aria-labelledby="lender-title">
        <header className="offer-card__head">
          <LenderLogo logo={offer.logo} name={offer.name} />
          <div>
            <h1 id="lender-title">{offer.name}</h1>
            <p className="muted">
              {offer.journey === 'App' ? t('lender.journeyApp') : t('lender.journeyWeb')}
            </p>
          </div>
        </header>
        <SpecialOffer offer={offer} />
        <h2>{t('lender.yourOffer')}</h2>
        <OfferFigures offer={offer} />
        <h2>{t('lender.termsTitle')}</h2>
        <ul className="terms">
          {/* The lender's display texts are English only: Hindi states the figures instead. */}
          <li>
            {t('lender.termRate', {
              rate:
                language === 'hi'
                  ? [offer.interest_min, offer.interest_max].map(formatPercent).join(' – ')
                  : (offer.interest_rate ?? '—'),
            })}
          </li>
          <li>
            {t('lender.termFees', {
              fees:
                language === 'hi'
                  ? offer.fees
                    ? t('offers.feesWithGst', { amount: formatInr(offer.fees.total) })
                    : '—'
                  : (offer.processing_fees ?? '—'),
            })}
          </li>
          <li>{t('lender.termEmi')}</li>
          <li>{t('lender.termDecision', { name: offer.name })}</li>
        </ul>
      </Card>

      {done ? (
        <Card
          as="section"
          className="hand-off"
          role="status"
          heading={t('lender.sentTitle', { name: done.name })}
        >
          <p>{t('lender.reference', { id: done.transactionId })}</p>
          {done.submission ? (
            // Sent to the lender's API: nothing more to do on the lender's site.
            <p>
              {done.submission.status === 'accepted' && done.submission.reference
                ? t('lender.submittedRef', {
                    name: done.name,
                    reference: done.submission.reference,
                  })
                : t('lender.willContact', { name: done.name })}
            </p>
          ) : (
            <p>
              {done.journey === 'App'
                ? t('lender.nextApp', { name: done.name })
                : t('lender.nextWeb', { name: done.name })}
            </p>
          )}
          {done.otpStep ? (
            <Link className={buttonClass({ block: true })} to={lenderOtpHref(done.transactionId)}>
              {t('lenderOtp.enterOtp', { name: done.name })}
            </Link>
          ) : done.redirectUrl && !done.submission ? (
            <a
              className={buttonClass({ block: true })}
              href={done.redirectUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('lender.open', { name: done.name })}
            </a>
          ) : null}
        </Card>
      ) : (
        <>
          {kfs ? (
            <KfsSection
              kfs={kfs}
              acknowledged={kfsRead}
              error={kfsError}
              onAcknowledged={setKfsRead}
            />
          ) : kfs === undefined ? (
            <p role="status">{t('common.loading')}</p>
          ) : null}
          <Card as="section" className="form" aria-label={t('lender.handOffLabel')}>
            <CheckboxField
              checked={consent}
              onChecked={setConsent}
              error={consentError}
              label={t('lender.consent', { name: offer.name })}
            />
            {error ? (
              <p className="field__error" role="alert">
                {error}
              </p>
            ) : null}
            <Button block busy={busy} onClick={() => void submit()}>
              {t('lender.continue', { name: offer.name })}
            </Button>
          </Card>
        </>
      )}
      <Button variant="link" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
};
