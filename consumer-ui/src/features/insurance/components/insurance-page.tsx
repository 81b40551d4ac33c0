import type {
  InsuranceAnswers,
  InsuranceEligibilityView,
  InsuranceHandOffView,
  InsuranceQuoteView,
} from '@marketplace/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { getInsurers } from '../api/get-insurers';
import { handOffToInsurer } from '../api/hand-off';
import { AnswersForm } from './answers-form';
import { HandOffStep } from './hand-off-step';
import { InsurerCard, NotMatchedRow } from './insurer-card';
import './insurance.css';

type Step =
  | { name: 'form' }
  | { name: 'list'; result: InsuranceEligibilityView }
  | { name: 'hand-off'; result: InsuranceEligibilityView; quote: InsuranceQuoteView }
  | { name: 'done'; handOff: InsuranceHandOffView };

/**
 * /user/insurance/transaction: one insurance type's form → every insurer considered (matched ones
 * with their key facts, the others with reasons) → one insurer's key facts and the consent to
 * share → the recorded hand-off and the way on to the insurer's site.
 */
export const InsurancePage = () => {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [answers, setAnswers] = useState<InsuranceAnswers | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    heading.current?.focus();
  }, [step.name]);

  const find = async (a: InsuranceAnswers) => {
    setBusy(true);
    setError(null);
    try {
      setAnswers(a);
      setStep({ name: 'list', result: await getInsurers(a) });
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (result: InsuranceEligibilityView, quote: InsuranceQuoteView) => {
    if (!answers) return;
    setBusy(true);
    setError(null);
    try {
      setStep({ name: 'done', handOff: await handOffToInsurer(quote.insurerId, answers) });
    } catch (e) {
      setError(errorText(t, e));
      setStep({ name: 'hand-off', result, quote });
    } finally {
      setBusy(false);
    }
  };

  let title: string;
  let body: ReactNode;
  switch (step.name) {
    case 'form':
      title = t('insurance.title');
      body = (
        <Card as="section">
          <p>{t('insurance.intro')}</p>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <AnswersForm initial={answers} busy={busy} onSubmit={(a) => void find(a)} />
        </Card>
      );
      break;
    case 'list': {
      const { result } = step;
      const matched = result.insurers.filter((q) => q.matched);
      const notMatched = result.insurers.filter((q) => !q.matched);
      title = t('insurance.resultsTitle', { type: t(`insurance.types.${result.type}`) });
      body = (
        <>
          <p className="muted">{t('insurance.rule')}</p>
          <Button variant="secondary" small onClick={() => setStep({ name: 'form' })}>
            {t('insurance.change')}
          </Button>
          {result.insurers.length === 0 ? (
            <Card>
              <p>{t('insurance.noInsurers')}</p>
            </Card>
          ) : (
            <>
              <h2>{t('insurance.matchedTitle')}</h2>
              {matched.length === 0 ? (
                <Card>
                  <p>{t('insurance.none')}</p>
                </Card>
              ) : null}
              <ul className="insurer-list">
                {matched.map((q) => (
                  <li key={q.insurerId}>
                    <InsurerCard
                      quote={q}
                      onChoose={(quote) => setStep({ name: 'hand-off', result, quote })}
                    />
                  </li>
                ))}
              </ul>
              {notMatched.length ? (
                <Card as="section" heading={t('insurance.notMatchedTitle')}>
                  <ul className="insurer-not-matched">
                    {notMatched.map((q) => (
                      <NotMatchedRow key={q.insurerId} quote={q} />
                    ))}
                  </ul>
                </Card>
              ) : null}
            </>
          )}
        </>
      );
      break;
    }
    case 'hand-off':
      title = step.quote.name;
      body = (
        <HandOffStep
          quote={step.quote}
          answers={answers!}
          busy={busy}
          error={error}
          onBack={() => {
            setError(null);
            setStep({ name: 'list', result: step.result });
          }}
          onConfirm={() => void confirm(step.result, step.quote)}
        />
      );
      break;
    case 'done':
      title = t('insurance.doneTitle', { name: step.handOff.name });
      body = (
        <Card as="section" className="stack">
          <p>
            {t('insurance.doneText', {
              name: step.handOff.name,
              date: formatDate(step.handOff.createdAt),
            })}
          </p>
          <p>
            <span className="muted">{t('insurance.reference')}:</span>{' '}
            <code>{step.handOff.transactionId}</code>
          </p>
          <a
            className={buttonClass({ block: true })}
            href={step.handOff.redirectUrl}
            rel="noopener noreferrer"
          >
            {t('insurance.goToInsurer', { name: step.handOff.name })}
          </a>
          <Button variant="link" onClick={() => setStep({ name: 'form' })}>
            {t('insurance.another')}
          </Button>
        </Card>
      );
      break;
  }

  return (
    <main className="narrow insurance">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {body}
    </main>
  );
};
