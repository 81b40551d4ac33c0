import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/errors';
import { formatDate, formatInr } from '@/lib/format';
import { getOffers, type NotMatched, type Offer, type Offers } from '../api/offers';
import { LenderLogo, OfferCard } from './offer-card';

type SortKey = 'rank' | 'emi' | 'apr';

const byKey = (key: SortKey) => (a: Offer, b: Offer) => {
  const pick = (o: Offer) => (key === 'emi' ? o.emi : key === 'apr' ? o.apr_min : o.rank);
  const x = pick(a) ?? Infinity;
  const y = pick(b) ?? Infinity;
  return x - y || a.rank - b.rank;
};

const NotMatchedList = ({ lenders }: { lenders: NotMatched[] }) => {
  const { t, i18n } = useTranslation();
  if (!lenders.length) return null;
  return (
    <section className="not-matched" aria-labelledby="not-matched-title">
      <h2 id="not-matched-title">{t('offers.notMatchedTitle')}</h2>
      <p className="muted">{t('offers.notMatchedIntro')}</p>
      <ul>
        {lenders.map((l) => (
          <li key={l.lender_id} className="not-matched__item">
            <LenderLogo logo={l.logo} name={l.name} />
            <div>
              <h3>{l.name}</h3>
              <ul className="reasons">
                {l.reasons.map((r) => (
                  <li key={r.code}>
                    {i18n.language === 'en'
                      ? r.message
                      : t(`offers.reasons.${r.code}` as never, { defaultValue: r.message })}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Why the list can be trusted, above it: who lends, how offers are ranked, where data goes. */
const TrustStrip = () => {
  const { t } = useTranslation();
  return (
    <ul className="trust-strip" aria-label={t('offers.trust.label')}>
      <li>{t('offers.trust.rbi')}</li>
      <li>
        <a href="/customer-site#site-matching">{t('offers.trust.ranking')}</a>
      </li>
      <li>{t('offers.trust.data')}</li>
    </ul>
  );
};

interface Props {
  appId: string | null;
  onChoose: (offer: Offer) => void;
  onEdit: () => void;
}

/**
 * The offers of the consumer's application: every lender considered, matched ones first with
 * the figures to compare (amount, tenure, EMI, APR, fees, special offers) and the ones that did
 * not match with why (RBI Digital Lending Directions: one objective rule for everyone).
 */
export const OffersList = ({ appId, onChoose, onEdit }: Props) => {
  const { t } = useTranslation();
  const [data, setData] = useState<Offers | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<SortKey>('rank');

  useEffect(() => {
    getOffers(appId).then(setData, (err: unknown) => setError(errorText(t, err)));
  }, [appId, t]);

  const offers = useMemo(() => (data ? [...data.offers].sort(byKey(sort)) : []), [data, sort]);

  if (error)
    return (
      <Card role="alert">
        <p>{error}</p>
        <Button variant="secondary" onClick={onEdit}>
          {t('offers.editDetails')}
        </Button>
      </Card>
    );
  if (!data) return <p role="status">{t('offers.loading')}</p>;

  return (
    <div className="offers">
      <Card as="section" className="offers-summary" aria-label={t('offers.summaryLabel')}>
        <p>
          {t('offers.summary', {
            count: data.offers.length,
            amount: formatInr(data.applicant.loan_amount),
          })}
        </p>
        <p className="muted">{t('offers.shownAt', { date: formatDate(data.shownAt) })}</p>
        <Button variant="link" onClick={onEdit}>
          {t('offers.editDetails')}
        </Button>
      </Card>

      {offers.length ? (
        <>
          <div className="offers-toolbar">
            <label htmlFor="offers-sort">{t('offers.sortBy')}</label>
            <select
              id="offers-sort"
              value={sort}
              onChange={(e) => setSort(e.target.value as SortKey)}
            >
              <option value="rank">{t('offers.sortRank')}</option>
              <option value="emi">{t('offers.sortEmi')}</option>
              <option value="apr">{t('offers.sortApr')}</option>
            </select>
          </div>
          <TrustStrip />
          <ul className="offer-grid" aria-label={t('offers.listLabel')}>
            {offers.map((o) => (
              <li key={o.lender_id}>
                <OfferCard offer={o} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Card>
          <EmptyState
            title={t('offers.noneTitle')}
            action={
              <Button variant="secondary" onClick={onEdit}>
                {t('offers.editDetails')}
              </Button>
            }
          >
            {t('offers.none')}
          </EmptyState>
        </Card>
      )}

      <NotMatchedList lenders={data.notMatched} />

      <Card as="details" className="rules">
        <summary>{t('offers.howRanked')}</summary>
        <p>{t('offers.rankingRule')}</p>
        <p>{t('offers.emiRule')}</p>
      </Card>
    </div>
  );
};
