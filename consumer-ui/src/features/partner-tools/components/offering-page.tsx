import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { CallAuth } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { getProductOffering } from '../api/tools';
import { referralLink, type Referrer } from '../links';
import { CopyLink } from './copy-link';
import { useLoad } from './use-load';

/**
 * /partner/product-offering: each loan product with its active lenders (count, best monthly
 * rate, amount range) and the partner's own link for it.
 */
export const OfferingPage = ({ auth, who }: { auth: CallAuth; who: Referrer }) => {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => getProductOffering(auth));
  return (
    <Card as="main" className="partner-tools">
      <h1>{t('partner.tools.offering.title')}</h1>
      <p className="muted">{t('partner.tools.offering.intro')}</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="offering-list">
        {data?.data.map((p) => (
          <li key={p.id} className="offering">
            <h2>{t(`partner.customers.products.${p.code}` as never, { defaultValue: p.name })}</h2>
            <dl className="facts">
              <dt>{t('partner.tools.offering.lenders')}</dt>
              <dd>{p.lenders}</dd>
              <dt>{t('partner.tools.offering.bestRate')}</dt>
              <dd>
                {p.best_apr === null
                  ? '—'
                  : t('partner.tools.offering.perMonth', { rate: p.best_apr })}
              </dd>
              <dt>{t('partner.tools.offering.amounts')}</dt>
              <dd>
                {p.max_amount === null
                  ? '—'
                  : `${formatInr(p.min_amount)} – ${formatInr(p.max_amount)}`}
              </dd>
            </dl>
            <CopyLink
              link={referralLink(window.location.origin, who, { product: p.slug })}
              label={p.name}
            />
            <Link to={`/partner/product-offering/${p.id}`}>
              {t('partner.tools.offering.viewLenders', { name: p.name })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};
