import {
  APPLICATION_STATUSES,
  LOAN_PRODUCT_CODES,
  type PartnerCustomerView,
} from '@marketplace/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFields, isRangeInvalid } from '@/components/ui/date-range';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextField } from '@/components/ui/field';
import type { CallAuth } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { showToast } from '@/lib/toast';
import { exportCustomers } from '../api/export-customers';
import { formatDateTime, formatInr } from '@/lib/format';
import {
  getCustomers,
  type CustomerFilter,
  type CustomerQuery,
  type SortField,
} from '../api/get-customers';

const PER_PAGE = 25;

const money = (n: number | null) => (n === null ? '—' : formatInr(n));

/**
 * /partner/reports: the partner's leads from their sign-in on, one row each with how far they
 * got and their newest application, filtered and sorted on the server and paged 25 at a time.
 * Mobile numbers come masked; nothing else personal is shown.
 */
export const CustomersReport = ({ auth }: { auth: CallAuth }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CustomerFilter>({});
  const [query, setQuery] = useState<CustomerQuery>({
    filter: {},
    sort: ['signed_in_at', 'DESC'],
    page: 0,
    perPage: PER_PAGE,
  });
  const [result, setResult] = useState<{ rows: PartnerCustomerView[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    getCustomers(auth, query).then(
      (r) => live && setResult(r),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
    // The query alone decides when to load (`auth` is read afresh by each call).
  }, [query]);

  const applied = { from: draft.applied_from ?? '', to: draft.applied_to ?? '' };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (isRangeInvalid(applied)) return;
    setQuery({ ...query, filter: draft, page: 0 });
  };
  const sortBy = (field: SortField) =>
    setQuery({
      ...query,
      page: 0,
      sort: [field, query.sort[0] === field && query.sort[1] === 'DESC' ? 'ASC' : 'DESC'],
    });
  const sortState = (field: SortField) =>
    query.sort[0] === field ? (query.sort[1] === 'ASC' ? 'ascending' : 'descending') : 'none';
  const SortHeader = ({ field }: { field: SortField }) => (
    <th scope="col" aria-sort={sortState(field)}>
      <Button variant="link" onClick={() => sortBy(field)}>
        {t(`partner.customers.columns.${field}`)}
      </Button>
    </th>
  );
  const last = result ? Math.max(0, Math.ceil(result.total / PER_PAGE) - 1) : 0;
  const [exporting, setExporting] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportCustomers(auth, format, query.filter);
    } catch (e) {
      showToast('error', errorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card as="main" className="partner-customers" heading={t('partner.customers.title')} level={1}>
      <form className="customer-filters" onSubmit={apply}>
        <TextField
          label={t('partner.customers.filters.q')}
          type="search"
          value={draft.q ?? ''}
          onValue={(q) => setDraft({ ...draft, q })}
        />
        <SelectField
          label={t('partner.customers.filters.product')}
          placeholder={t('partner.customers.filters.any')}
          value={draft.product ?? ''}
          options={LOAN_PRODUCT_CODES.map((p) => ({
            value: p,
            label: t(`partner.customers.products.${p}` as never),
          }))}
          onValue={(product) => setDraft({ ...draft, product })}
        />
        <SelectField
          label={t('partner.customers.filters.status')}
          placeholder={t('partner.customers.filters.any')}
          value={draft.status ?? ''}
          options={APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: t(`partner.customers.statuses.${s}` as never),
          }))}
          onValue={(status) => setDraft({ ...draft, status })}
        />
        <DateRangeFields
          {...applied}
          labels={{
            from: t('partner.customers.filters.from'),
            to: t('partner.customers.filters.to'),
          }}
          onValue={({ from, to }) => setDraft({ ...draft, applied_from: from, applied_to: to })}
        />
        <Button type="submit">{t('partner.customers.filters.apply')}</Button>
      </form>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {result && !error ? (
        <>
          <div className="report-actions">
            <p aria-live="polite">{t('partner.customers.count', { count: result.total })}</p>
            <Button
              variant="secondary"
              small
              disabled={exporting}
              onClick={() => void download('csv')}
            >
              {t('partner.customers.exportCsv')}
            </Button>
            <Button
              variant="secondary"
              small
              disabled={exporting}
              onClick={() => void download('xlsx')}
            >
              {t('partner.customers.exportXlsx')}
            </Button>
          </div>
          {result.rows.length === 0 ? (
            <EmptyState title={t('partner.customers.none')}>
              {t('partner.customers.noneHint')}
            </EmptyState>
          ) : (
            <>
              <DataTable label={t('partner.customers.title')} className="customers-table">
                <thead>
                  <tr>
                    <th scope="col">{t('partner.customers.columns.mobile')}</th>
                    <th scope="col">{t('partner.customers.columns.first_name')}</th>
                    <th scope="col">{t('partner.customers.columns.stage')}</th>
                    <SortHeader field="signed_in_at" />
                    <th scope="col">{t('partner.customers.columns.product')}</th>
                    <SortHeader field="status" />
                    <th scope="col">{t('partner.customers.columns.lender')}</th>
                    <th scope="col">{t('partner.customers.columns.desired_amount')}</th>
                    <SortHeader field="disbursed_amount" />
                    <SortHeader field="applied_at" />
                    <SortHeader field="sanctioned_at" />
                    <th scope="col">{t('partner.customers.columns.merchant')}</th>
                    <th scope="col">{t('partner.customers.columns.utm_campaign')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((r) => (
                    <tr key={r.id}>
                      <td>{r.mobile}</td>
                      <td>{r.first_name ?? '—'}</td>
                      <td>{t(`partner.customers.stages.${r.stage}` as never)}</td>
                      <td>{formatDateTime(r.signed_in_at)}</td>
                      <td>
                        {r.product
                          ? t(`partner.customers.products.${r.product}` as never, {
                              defaultValue: r.product,
                            })
                          : '—'}
                      </td>
                      <td>
                        {r.status
                          ? t(`partner.customers.statuses.${r.status}` as never, {
                              defaultValue: r.status,
                            })
                          : '—'}
                        {r.sub_status ? ` (${r.sub_status})` : ''}
                      </td>
                      <td>{r.lender ?? '—'}</td>
                      <td>{money(r.desired_amount)}</td>
                      <td>{money(r.disbursed_amount)}</td>
                      <td>{formatDateTime(r.applied_at)}</td>
                      <td>{formatDateTime(r.sanctioned_at)}</td>
                      <td>{r.merchant ?? '—'}</td>
                      <td>{r.utm_campaign ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <nav className="pager" aria-label={t('partner.customers.pages')}>
                <Button
                  variant="plain"
                  small
                  disabled={query.page === 0}
                  onClick={() => setQuery({ ...query, page: query.page - 1 })}
                >
                  {t('partner.customers.previous')}
                </Button>
                <span>
                  {t('partner.customers.page', { page: query.page + 1, pages: last + 1 })}
                </span>
                <Button
                  variant="plain"
                  small
                  disabled={query.page >= last}
                  onClick={() => setQuery({ ...query, page: query.page + 1 })}
                >
                  {t('partner.customers.next')}
                </Button>
              </nav>
            </>
          )}
        </>
      ) : null}
    </Card>
  );
};
