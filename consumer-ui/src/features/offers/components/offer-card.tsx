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

/** One offer's figures, as the offers page and the lender page show them. */
export const OfferFigures = ({ offer }: { offer: Offer }) => {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('offers.loanAmount'), formatInr(offer.loan_amount)],
    [
      t('offers.tenure'),
      offer.tenure_months ? t('offers.months', { count: offer.tenure_months }) : '—',
    ],
    [
      t('offers.emi'),
      range(offer.emi, offer.emi_max, (n) => formatInr(n)) +
        (offer.emi !== null ? ` ${t('offers.perMonth')}` : ''),
    ],
    [
      t('offers.apr'),
      `${range(offer.apr_annual_min, offer.apr_annual_max, formatPercent)} ${t('offers.perYear')}`,
    ],
    [t('offers.interestRate'), offer.interest_rate ?? '—'],
    [t('offers.fees'), offer.processing_fees ?? '—'],
    [t('offers.amountRange'), range(offer.min_loan_amount, offer.amount_upto, (n) => formatInr(n))],
    [t('offers.longestTenure'), offer.tenure ? t('offers.months', { count: offer.tenure }) : '—'],
  ];
  return (
    <dl className="figures">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
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
  best: boolean;
  onChoose: (offer: Offer) => void;
}

export const OfferCard = ({ offer, best, onChoose }: Props) => {
  const { t } = useTranslation();
  return (
    <article className="card offer-card" aria-labelledby={`offer-${offer.lender_id}`}>
      <header className="offer-card__head">
        <LenderLogo logo={offer.logo} name={offer.name} />
        <div>
          <h3 id={`offer-${offer.lender_id}`}>{offer.name}</h3>
          <p className="muted">
            {t('offers.rank', { rank: offer.rank })}
            {best ? <span className="badge">{t('offers.topMatch')}</span> : null}
          </p>
        </div>
      </header>
      <SpecialOffer offer={offer} />
      <OfferFigures offer={offer} />
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
