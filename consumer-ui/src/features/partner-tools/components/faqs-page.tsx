import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FaqView } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import type { CallAuth } from '@/lib/api-client';
import { getFaqs } from '../api/tools';
import { useLoad } from './use-load';

const FAQS = '/partner/faqs';
const PATHS = { customer: 'customer-queries', dsa: 'dsa-queries' } as const;

/** /partner/faqs: the two sets of questions. */
export const FaqsIndexPage = () => {
  const { t } = useTranslation();
  return (
    <Card as="main" className="partner-tools">
      <h1>{t('partner.faqs.title')}</h1>
      <ul className="guide-list">
        {(['customer', 'dsa'] as const).map((audience) => (
          <li key={audience}>
            <Link to={`${FAQS}/${PATHS[audience]}`}>{t(`partner.faqs.${audience}`)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};

/**
 * /partner/faqs/customer-queries and /dsa-queries: the questions in the portal's language (English
 * where no Hindi is written yet), searched on the server in both languages.
 */
export const FaqsPage = ({ auth, audience }: { auth: CallAuth; audience: FaqView['audience'] }) => {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const { data, error } = useLoad(() => getFaqs(auth, audience, q), `${audience}:${q}`);
  const hindi = i18n.language === 'hi';
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
  };
  return (
    <Card as="main" className="partner-tools">
      <p>
        <Link to={FAQS}>{t('partner.faqs.title')}</Link>
      </p>
      <h1>{t(`partner.faqs.${audience}`)}</h1>
      <form className="customer-filters" role="search" onSubmit={search}>
        <TextField
          label={t('partner.faqs.search')}
          type="search"
          value={draft}
          maxLength={100}
          onValue={setDraft}
        />
        <Button type="submit">{t('partner.faqs.find')}</Button>
      </form>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {data?.data.length === 0 ? <p>{t('partner.faqs.none')}</p> : null}
      <div className="faq-list">
        {data?.data.map((f) => (
          <details key={f.id} className="offering">
            <summary>{(hindi && f.question_hi) || f.question_en}</summary>
            <p>{(hindi && f.answer_hi) || f.answer_en}</p>
          </details>
        ))}
      </div>
    </Card>
  );
};
