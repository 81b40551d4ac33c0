import type { InsuranceQuoteView } from '@marketplace/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatInr } from '@/lib/format';

/** The plan's name and features in the page's language (the insurer writes both). */
export function usePlanText(quote: InsuranceQuoteView) {
  const { i18n } = useTranslation();
  const hindi = i18n.language.startsWith('hi');
  return {
    planName: hindi ? quote.plan.nameHi : quote.plan.name,
    features: hindi ? quote.plan.featuresHi : quote.plan.features,
  };
}

/** The premium indication: the biggest figure on the card, or that the insurer quotes it. */
export const Premium = ({ quote }: { quote: InsuranceQuoteView }) => {
  const { t } = useTranslation();
  return quote.plan.premiumFrom === null ? (
    <p className="insurer-card__premium">{t('insurance.premiumOnSite')}</p>
  ) : (
    <p className="insurer-card__premium">
      <span className="muted">{t('insurance.premiumFrom')}</span>{' '}
      <strong>{formatInr(quote.plan.premiumFrom)}</strong>{' '}
      <span className="muted">{t('insurance.perYear')}</span>
    </p>
  );
};

/** The key facts of an insurer's plan, as the insurer gives them. */
export const KeyFacts = ({ quote }: { quote: InsuranceQuoteView }) => {
  const { t } = useTranslation();
  const { planName, features } = usePlanText(quote);
  const { plan } = quote;
  const rows: [string, string][] = [
    [t('insurance.legalName'), quote.legalName],
    [t('insurance.irdai'), quote.irdaiRegistration],
    [t('insurance.plan'), planName],
    [t('insurance.coverRange'), `${formatInr(plan.coverMin)} – ${formatInr(plan.coverMax)}`],
    [t('insurance.ageRange'), t('insurance.years', { min: plan.minAge, max: plan.maxAge })],
    [
      t('insurance.waiting'),
      plan.waitingPeriodMonths === null
        ? t('insurance.noWaiting')
        : t('insurance.months', { count: plan.waitingPeriodMonths }),
    ],
  ];
  if (quote.claimSettlementRatio !== null)
    rows.push([
      t('insurance.claimRatio'),
      `${quote.claimSettlementRatio.toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`,
    ]);
  return (
    <>
      <dl className="figures">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="insurer-card__features">
        <span className="muted">{t('insurance.features')}:</span> {features}
      </p>
    </>
  );
};

/** A matched insurer: premium first, its key facts, one primary action. */
export const InsurerCard = ({
  quote,
  onChoose,
}: {
  quote: InsuranceQuoteView;
  onChoose: (quote: InsuranceQuoteView) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Card as="article" className="insurer-card" heading={quote.name} level={3}>
      <Premium quote={quote} />
      <KeyFacts quote={quote} />
      <Button block onClick={() => onChoose(quote)}>
        {t('insurance.choose', { name: quote.name })}
      </Button>
    </Card>
  );
};

/** An insurer considered but not matched: its name and why. */
export const NotMatchedRow = ({ quote }: { quote: InsuranceQuoteView }) => {
  const { t } = useTranslation();
  return (
    <li>
      <strong>{quote.name}</strong> <span className="muted">({quote.irdaiRegistration})</span>
      <ul>
        {quote.reasons.map((r) => (
          <li key={r}>{t(`insurance.reasons.${r}`)}</li>
        ))}
      </ul>
    </li>
  );
};
