import { useTranslation } from 'react-i18next';
import { formatDate, formatInr, formatPercent } from '@/lib/format';
import type { Offer } from '../api/offers';

export const LenderLogo = ({ logo, name }: { logo: string | null; name: string }) =>
  logo ? (
    <img className="lender-logo" src={logo} alt={name} width={96} height={40} loading="lazy" />
  ) : (
    <span className="lender-logo lender-logo--text" aria-hidden="true">
      {name.slice(0, 2).toUpperCase()}
    </span>
  );

const range = (a: number | null, b: number | null, f: (n: number) => string) =>
  a === null ? '—' : b === null || a === b ? f(a) : `${f(a)} – ${f(b)}`;

/** A lender's own words in the page's language (the lender writes both). */
const inLanguage =
  (hindi: boolean) =>
  (text: { en: string | null; hi: string | null }): string =>
    (hindi ? text.hi : text.en) ?? '—';

/**
 * One offer's figures, as the offers page and the lender page show them: the EMI first, then
 * the all-in APR (fees and GST included), what reaches the consumer and what they repay.
 */
export const OfferFigures = ({ offer }: { offer: Offer }) => {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language.startsWith('hi');
  const lenderText = inLanguage(hindi);
  const rows: [string, string][] = [
    [t('offers.loanAmount'), formatInr(offer.loan_amount)],
    [
      t('offers.tenure'),
      offer.tenure_months ? t('offers.months', { count: offer.tenure_months }) : '—',
    ],
    [
      t('offers.apr'),
      `${range(offer.apr_min, offer.apr_max, formatPercent)} ${t('offers.perYear')}`,
    ],
    [
      t('offers.interestRate'),
      `${range(offer.interest_min, offer.interest_max, formatPercent)} ${t('offers.perYear')}`,
    ],
    [
      t('offers.fees'),
      offer.fees ? t('offers.feesWithGst', { amount: formatInr(offer.fees.total) }) : '—',
    ],
    [t('offers.netDisbursed'), formatInr(offer.net_disbursed)],
    [
      t('offers.totalPayable'),
      range(offer.total_payable, offer.total_payable_max, (n) => formatInr(n)),
    ],
    [
      t('offers.coolingOff'),
      offer.cooling_off_days === null ? '—' : t('offers.days', { count: offer.cooling_off_days }),
    ],
    [t('offers.penal'), lenderText(offer.penal_charges)],
    [t('offers.foreclosure'), lenderText(offer.foreclosure_charges)],
  ];
  // The lender's display texts ('27% To 33%') exist in English only: shown beside the figures
  // in English, left out in Hindi, where the figures above say the same.
  const published = [offer.interest_rate, offer.processing_fees].filter(Boolean).join(' · ');
  if (!hindi && published) rows.push([t('offers.published'), published]);
  return (
    <>
      <p className="offer-card__emi">
        <span className="muted">{t('offers.emi')}</span>{' '}
        <strong>{range(offer.emi, offer.emi_max, (n) => formatInr(n))}</strong>{' '}
        {offer.emi !== null ? <span className="muted">{t('offers.perMonth')}</span> : null}
      </p>
      <dl className="figures">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};

export const SpecialOffer = ({ offer }: { offer: Offer }) => {
  const { t } = useTranslation();
  if (!offer.special_offer) return null;
  return (
    <p className="special-offer">
      <strong>{t('offers.specialOffer')}:</strong> {offer.special_offer.text}{' '}
      {/* An offer without an end date is open-ended: no "valid till". */}
      {offer.special_offer.ends_on && (
        <span className="muted">
          ({t('offers.validTill', { date: formatDate(offer.special_offer.ends_on) })})
        </span>
      )}
    </p>
  );
};

interface Props {
  offer: Offer;
  onChoose: (offer: Offer) => void;
}

export const OfferCard = ({ offer, onChoose }: Props) => {
  const { t } = useTranslation();
  return (
    <article className="card offer-card" aria-labelledby={`offer-${offer.lender_id}`}>
      <header className="offer-card__head">
        <LenderLogo logo={offer.logo} name={offer.name} />
        <div>
          <h3 id={`offer-${offer.lender_id}`}>{offer.name}</h3>
          {offer.lender_legal_name ? <p className="muted">{offer.lender_legal_name}</p> : null}
          <p className="muted">
            {t('offers.rank', { rank: offer.rank })}
            {/* Facts about the figures, never a placement: ties share them. */}
            {offer.facts.map((fact) => (
              <span key={fact} className="badge">
                {t(`offers.facts.${fact}` as const)}
              </span>
            ))}
          </p>
        </div>
      </header>
      <SpecialOffer offer={offer} />
      <OfferFigures offer={offer} />
      <a
        className="btn btn--link"
        href={offer.kfs_url}
        onClick={(e) => {
          e.preventDefault();
          onChoose(offer);
        }}
      >
        {t('offers.viewKfs')}
      </a>
      <button
        type="button"
        className="btn btn--primary btn--block"
        aria-label={t('offers.applyWith', { name: offer.name })}
        onClick={() => onChoose(offer)}
      >
        {t('offers.apply')}
      </button>
    </article>
  );
};
