import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorText } from '@/lib/errors';
import { formatInr } from '@/lib/format';
import { checkEligibility, type Eligibility } from '../api/offers';

interface Props {
  prospectAppId: string;
  firstName: string;
  /** The details on file, already masked (PAN as the server answers it). */
  onFile: { name: string; phone: string; email: string; pan: string; birthDate: string };
  productCode: 'PL' | 'BL';
  loanAmount: number | '';
  onContinue: (appId: string | null) => void;
  onEdit: () => void;
  onOtherProduct: () => void;
}

/** The returning consumer's screen: the eligibility check, then offers or an update. */
export const WelcomeBack = ({
  prospectAppId,
  firstName,
  onFile,
  productCode,
  loanAmount,
  onContinue,
  onEdit,
  onOtherProduct,
}: Props) => {
  const { t } = useTranslation();
  const [result, setResult] = useState<Eligibility | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    checkEligibility(prospectAppId, [productCode]).then(setResult, (err: unknown) =>
      setError(errorText(t, err)),
    );
  }, [prospectAppId, productCode, t]);

  const category = result?.categories[0];
  return (
    <Card
      as="section"
      className="welcome-back"
      heading={t('welcomeBack.title', { name: firstName })}
      level={1}
    >
      <p>
        {t('welcomeBack.product', {
          product: t(`products.names.${productCode}`),
          amount: formatInr(loanAmount === '' ? null : loanAmount),
        })}
      </p>
      <dl className="figures on-file" aria-label={t('welcomeBack.onFile')}>
        <div>
          <dt>{t('welcomeBack.name')}</dt>
          <dd>{onFile.name}</dd>
        </div>
        <div>
          <dt>{t('welcomeBack.mobile')}</dt>
          <dd>{onFile.phone}</dd>
        </div>
        <div>
          <dt>{t('profile.fields.email')}</dt>
          <dd>{onFile.email || '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.fields.tin')}</dt>
          <dd>{onFile.pan || '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.fields.birthDate')}</dt>
          <dd>{onFile.birthDate || '—'}</dd>
        </div>
      </dl>
      {error ? <p role="alert">{error}</p> : null}
      {!result && !error ? <p role="status">{t('welcomeBack.checking')}</p> : null}
      {category ? (
        <p className="welcome-back__result">
          {category.eligible
            ? t('welcomeBack.lenders', { count: category.lenders })
            : t('welcomeBack.noLenders')}
        </p>
      ) : null}
      <div className="stack">
        <Button block disabled={!result} onClick={() => onContinue(result?.appId ?? null)}>
          {t('welcomeBack.seeOffers')}
        </Button>
        <Button variant="secondary" block onClick={onEdit}>
          {t('welcomeBack.update')}
        </Button>
        <Button variant="link" onClick={onOtherProduct}>
          {t('welcomeBack.otherProduct')}
        </Button>
      </div>
    </Card>
  );
};
