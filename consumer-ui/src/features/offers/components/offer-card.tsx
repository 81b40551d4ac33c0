import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatInr, formatPercent } from '@/lib/format';
import type { Offer } from '../api/offers';
import './offers.css';

/** Up to two initials of the lender's brand: its first two words', or its first two letters. */
const monogram = (name: string) => {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase();
};

/** The lender's logo, or without one its monogram in the site's brand colours. */
export const LenderLogo = ({ logo, name }: { logo: string | null; name: string }) =>
  logo ? (
    <img className="lender-logo" src={logo} alt={name} width={96} height={40} loading="lazy" />
  ) : (
    <span className="lender-logo lender-logo--monogram" aria-hidden="true">
      {monogram(name)}
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
export const OfferFigures = ({ offer, hero = true }: { offer: Offer; hero?: boolean }) => {
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
      {hero ? (
        <p className="offer-card__emi">
          <span className="muted">{t('offers.emi')}</span>{' '}
          <strong>{range(offer.emi, offer.emi_max, (n) => formatInr(n))}</strong>{' '}
          {offer.emi !== null ? <span className="muted">{t('offers.perMonth')}</span> : null}
        </p>
      ) : null}
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

/** What the loan costs beyond the amount: the interest and the upfront fees. */
const totalCost = (offer: Offer): [number | null, number | null] => {
  const fees = offer.fees?.total ?? 0;
  if (offer.total_interest === null) return [null, null];
  return [
    offer.total_interest + fees,
    offer.total_interest_max === null ? null : offer.total_interest_max + fees,
  ];
};

/**
 * One offer, phone first: the EMI is the biggest figure, then the all-in APR and the total cost;
 * every other figure behind "Details", the KFS one tap away, one primary action.
 */
export const OfferCard = ({ offer, onChoose }: Props) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `offer-details-${offer.lender_id}`;
  const [costMin, costMax] = totalCost(offer);
  return (
    <Card
      as="article"
      className="offer-card offer-card--loan"
      aria-labelledby={`offer-${offer.lender_id}`}
    >
      <header className="offer-card__head">
        <LenderLogo logo={offer.logo} name={offer.name} />
        <div className="offer-card__who">
          <h3 id={`offer-${offer.lender_id}`}>{offer.name}</h3>
          <p className="offer-card__sub muted">
            {offer.lender_legal_name}
            {/* Facts about the figures, never a placement: ties share them. */}
            {offer.facts.map((fact) => (
              <span key={fact} className="badge">
                {t(`offers.facts.${fact}` as const)}
              </span>
            ))}
          </p>
        </div>
      </header>
      <p className="offer-card__emi">
        <span className="offer-card__label">
          {t('offers.emi')}
          {offer.emi !== null ? `, ${t('offers.perMonth')}` : null}
        </span>
        <strong className="offer-card__hero">
          {range(offer.emi, offer.emi_max, (n) => formatInr(n))}
        </strong>
      </p>
      <dl className="offer-card__key">
        <div>
          <dt>{t('offers.aprShort')}</dt>
          <dd className="offer-card__apr">{range(offer.apr_min, offer.apr_max, formatPercent)}</dd>
        </div>
        <div>
          <dt>{t('offers.totalCost')}</dt>
          <dd>{range(costMin, costMax, (n) => formatInr(n))}</dd>
        </div>
      </dl>
      <div className="offer-card__actions">
        <Button
          variant="link"
          className="offer-card__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('offers.details')}
        </Button>
        <a
          className={buttonClass({ variant: 'link' })}
          href={offer.kfs_url}
          aria-label={t('offers.viewKfsOf', { name: offer.name })}
          onClick={(e) => {
            e.preventDefault();
            onChoose(offer);
          }}
        >
          {t('offers.viewKfsShort')}
        </a>
        <Button
          className="offer-card__apply"
          aria-label={t('offers.applyWith', { name: offer.name })}
          onClick={() => onChoose(offer)}
        >
          {t('offers.apply')}
        </Button>
      </div>
      <div id={detailsId} className="offer-card__details" hidden={!open}>
        <SpecialOffer offer={offer} />
        <OfferFigures offer={offer} hero={false} />
        <p className="muted">{t('offers.totalCostNote')}</p>
      </div>
    </Card>
  );
};
