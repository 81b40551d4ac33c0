import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import type { CallAuth } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { getProduct } from '../api/tools';
import { referralLink, type Referrer } from '../links';
import { CopyLink } from './copy-link';
import { useLoad } from './use-load';

/** /partner/product-offering/{productId}: the product's lenders and the partner's link for it. */
export const ProductPage = ({
  auth,
  who,
  productId,
}: {
  auth: CallAuth;
  who: Referrer;
  productId: string;
}) => {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => getProduct(auth, productId), productId);
  const product = data?.data;
  return (
    <Card as="main" className="partner-tools">
      <p>
        <Link to="/partner/product-offering">{t('partner.tools.offering.back')}</Link>
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {product ? (
        <>
          <h1>
            {t(`partner.customers.products.${product.code}` as never, {
              defaultValue: product.name,
            })}
          </h1>
          <CopyLink
            link={referralLink(window.location.origin, who, { product: product.slug })}
            label={product.name}
          />
          <DataTable label={product.name} className="customers-table">
            <thead>
              <tr>
                <th scope="col">{t('partner.tools.columns.lender')}</th>
                <th scope="col">{t('partner.tools.columns.rate')}</th>
                <th scope="col">{t('partner.tools.columns.amounts')}</th>
                <th scope="col">{t('partner.tools.columns.tenure')}</th>
                <th scope="col">{t('partner.tools.columns.fees')}</th>
                <th scope="col">{t('partner.tools.columns.journey')}</th>
              </tr>
            </thead>
            <tbody>
              {product.lenders_list.length === 0 ? (
                <tr>
                  <td colSpan={6}>{t('partner.tools.noLenders')}</td>
                </tr>
              ) : (
                product.lenders_list.map((l) => (
                  <tr key={l.id}>
                    <td>{l.name}</td>
                    <td>
                      {l.apr_min === null
                        ? '—'
                        : t('partner.tools.offering.perMonth', { rate: l.apr_min })}
                    </td>
                    <td>
                      {formatInr(l.min_loan)} – {formatInr(l.max_loan)}
                    </td>
                    <td>
                      {l.tenure === null ? '—' : t('partner.tools.months', { count: l.tenure })}
                    </td>
                    <td>{l.processing_fees ?? '—'}</td>
                    <td>{l.journey}</td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
        </>
      ) : null}
    </Card>
  );
};
