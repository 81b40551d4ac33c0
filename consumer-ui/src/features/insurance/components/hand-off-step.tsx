import type { InsuranceAnswers, InsuranceQuoteView } from '@marketplace/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { KeyFacts, Premium } from './insurer-card';

interface Props {
  quote: InsuranceQuoteView;
  answers: InsuranceAnswers;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * Before the hand-off: the insurer's key facts again and the consent to share the consumer's
 * details with that one insurer, itemised (what, with whom, for what), never pre-ticked.
 */
export const HandOffStep = ({ quote, answers, busy, error, onBack, onConfirm }: Props) => {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const extra =
    answers.type === 'term_life'
      ? t('insurance.consentIncome')
      : answers.type === 'motor' || answers.type === 'two_wheeler'
        ? t('insurance.consentVehicle')
        : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (agreed) onConfirm();
  };

  return (
    <>
      <Card as="section" heading={t('insurance.keyFactsTitle', { name: quote.name })}>
        <Premium quote={quote} />
        <KeyFacts quote={quote} />
        <p className="muted">{t('insurance.keyFactsNote')}</p>
      </Card>
      <Card
        as="form"
        className="form"
        onSubmit={submit}
        noValidate
        heading={t('insurance.consentTitle', { name: quote.name })}
      >
        <p>{t('insurance.consentText', { extra, legalName: quote.legalName })}</p>
        <CheckboxField
          label={t('insurance.consentCheck', { name: quote.name })}
          checked={agreed}
          error={tried && !agreed ? t('insurance.consentNeeded') : null}
          onChecked={setAgreed}
        />
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" block disabled={busy}>
          {busy ? t('insurance.sending') : t('insurance.send')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t('insurance.back')}
        </Button>
      </Card>
    </>
  );
};
