import type { ConsumerCard } from '@marketplace/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { api, apiData } from '@/lib/api-client';
import { errorText } from '@/lib/errors';

/** A card as the API answers it (the contracts package's type). */
export type CreditCard = ConsumerCard;

/** GET /api/credit-cards[?secured=0|1] */
const getCards = (secured?: 0 | 1) =>
  apiData<CreditCard[]>(
    'GET',
    `/credit-cards${secured === undefined ? '' : `?secured=${secured}`}`,
  );

const COOKIE = { all: 'CCDetails', 1: 'CCDetailsSecured', 0: 'CCDetailsUnsecured' } as const;

/** The credit cards on offer; the list shown is kept as the CCDetails cookie value. */
export const CardsList = ({
  secured,
  emptyAction,
}: {
  secured?: 0 | 1;
  /** The next step offered when no card is on offer. */
  emptyAction?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [cards, setCards] = useState<CreditCard[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getCards(secured).then(
      (list) => {
        setCards(list);
        const name = secured === undefined ? COOKIE.all : COOKIE[secured];
        const value = JSON.stringify(list.map((c) => c.category_id));
        void api('POST', '/cookies/save', { name, value }).catch((e: unknown) =>
          console.error('cookies', e),
        );
      },
      (err: unknown) => setError(errorText(t, err)),
    );
  }, [secured, t]);

  if (error) return <p role="alert">{error}</p>;
  if (!cards) return <p role="status">{t('common.loading')}</p>;
  if (!cards.length)
    return (
      <Card>
        <EmptyState title={t('cards.none')} action={emptyAction} />
      </Card>
    );
  return (
    <ul className="offer-grid">
      {cards.map((c) => (
        <li key={c.category_id}>
          <Card as="article" className="offer-card" aria-labelledby={`card-${c.category_id}`}>
            {c.category_img_thumb ? (
              <img src={c.category_img_thumb} alt="" width={120} height={76} loading="lazy" />
            ) : null}
            <h3 id={`card-${c.category_id}`}>{c.category_name}</h3>
            <p className="muted">{c.secured ? t('cards.secured') : t('cards.unsecured')}</p>
            {c.key_feature ? <p>{c.key_feature}</p> : null}
            {c.annual_fee ? <p>{t('cards.annualFee', { fee: c.annual_fee })}</p> : null}
            {c.marketing_bullets?.length ? (
              <ul className="terms">
                {c.marketing_bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
            {c.utm_link ? (
              <a
                className={buttonClass({ block: true })}
                href={c.utm_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('cards.apply')}
              </a>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
};
