import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutLine, PayoutStatement } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { CallAuth } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatDate, formatInr, formatInrPaise } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { downloadStatement, getPayoutMonths, getStatement } from '../api/payouts';

type Statement = PayoutStatement & { lines: PayoutLine[] };

/** 'November 2026' in the reader's language. */
const monthName = (month: string, language: string) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * /partner/payouts: the partner's monthly payout statements (gross under its revenue terms, TDS
 * under section 194H, GST when GST-registered, net) with their status, and one month's cases.
 */
export const PayoutsPage = ({ auth }: { auth: CallAuth }) => {
  const { t, i18n } = useTranslation();
  const [months, setMonths] = useState<PayoutStatement[] | null>(null);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getPayoutMonths(auth).then(
      (r) => live && setMonths(r.data),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
    // Loaded once; `auth` is read afresh by each call.
  }, []);

  const open = async (month: string) => {
    try {
      setStatement((await getStatement(auth, month)).data);
    } catch (e) {
      showToast('error', errorText(t, e));
    }
  };
  const download = async (format: 'csv' | 'xlsx') => {
    if (!statement) return;
    setBusy(true);
    try {
      await downloadStatement(auth, statement.month, format);
    } catch (e) {
      showToast('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const status = (s: PayoutStatement['status']) => (
    <span className={`payout-status payout-status--${s}`}>{t(`partner.payouts.status.${s}`)}</span>
  );

  return (
    <Card as="main" className="partner-payouts" heading={t('partner.payouts.title')} level={1}>
      <p className="muted">{t('partner.payouts.intro')}</p>
      <p className="muted">{t('partner.payouts.expectedNote')}</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {months?.length === 0 ? (
        <EmptyState title={t('partner.payouts.noneTitle')}>{t('partner.payouts.none')}</EmptyState>
      ) : null}
      {months?.length ? (
        <DataTable label={t('partner.payouts.title')} className="customers-table">
          <thead>
            <tr>
              <th scope="col">{t('partner.payouts.columns.month')}</th>
              <th scope="col">{t('partner.payouts.columns.status')}</th>
              <th scope="col">{t('partner.payouts.columns.cases')}</th>
              <th scope="col">{t('partner.payouts.columns.gross')}</th>
              <th scope="col">{t('partner.payouts.columns.net')}</th>
              <th scope="col">{t('partner.payouts.columns.expected')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('partner.payouts.columns.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} aria-current={statement?.month === m.month ? 'true' : undefined}>
                <td>{monthName(m.month, i18n.language)}</td>
                <td>{status(m.status)}</td>
                <td>{m.cases}</td>
                <td>{formatInrPaise(m.gross)}</td>
                <td>{formatInrPaise(m.net)}</td>
                <td>{formatInrPaise(m.expected)}</td>
                <td>
                  <Button variant="plain" small onClick={() => void open(m.month)}>
                    {t('partner.payouts.view', { month: monthName(m.month, i18n.language) })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {statement ? (
        <section className="payout-statement" aria-labelledby="statement-title">
          <h2 id="statement-title">
            {t('partner.payouts.statement', { month: monthName(statement.month, i18n.language) })}
          </h2>
          <dl className="statement-figures">
            <dt>{t('partner.payouts.columns.status')}</dt>
            <dd>{status(statement.status)}</dd>
            <dt>{t('partner.payouts.columns.cases')}</dt>
            <dd>{statement.cases}</dd>
            <dt>{t('partner.payouts.gross')}</dt>
            <dd>{formatInrPaise(statement.gross)}</dd>
            <dt>
              {statement.tds_section
                ? t('partner.payouts.tds', {
                    section: statement.tds_section,
                    percent: statement.tds_percent,
                  })
                : t('partner.payouts.noTds')}
            </dt>
            <dd>− {formatInrPaise(statement.tds)}</dd>
            {statement.gst && statement.igst ? (
              <>
                <dt>{t('partner.payouts.igst', { percent: statement.gst_percent })}</dt>
                <dd>+ {formatInrPaise(statement.igst)}</dd>
              </>
            ) : statement.gst ? (
              <>
                <dt>{t('partner.payouts.cgst', { percent: statement.gst_percent / 2 })}</dt>
                <dd>+ {formatInrPaise(statement.cgst)}</dd>
                <dt>{t('partner.payouts.sgst', { percent: statement.gst_percent / 2 })}</dt>
                <dd>+ {formatInrPaise(statement.sgst)}</dd>
              </>
            ) : (
              <>
                <dt>{t('partner.payouts.gst', { percent: statement.gst_percent })}</dt>
                <dd>{statement.gstin ? formatInrPaise(0) : t('partner.payouts.noGstin')}</dd>
              </>
            )}
            <dt>{t('partner.payouts.net')}</dt>
            <dd>
              <strong>{formatInrPaise(statement.net)}</strong>
            </dd>
            {statement.expected_cases ? (
              <>
                <dt>{t('partner.payouts.expectedCases', { count: statement.expected_cases })}</dt>
                <dd>{formatInrPaise(statement.expected)}</dd>
              </>
            ) : null}
            {statement.payment_reference ? (
              <>
                <dt>{t('partner.payouts.reference')}</dt>
                <dd>
                  {statement.payment_reference} ({formatDate(statement.paid_at)})
                </dd>
              </>
            ) : null}
          </dl>
          <div className="report-actions">
            <Button variant="secondary" small disabled={busy} onClick={() => void download('csv')}>
              {t('partner.payouts.downloadCsv')}
            </Button>
            <Button variant="secondary" small disabled={busy} onClick={() => void download('xlsx')}>
              {t('partner.payouts.downloadXlsx')}
            </Button>
          </div>
          <DataTable label={t('partner.payouts.cases')} className="customers-table">
            <thead>
              <tr>
                <th scope="col">{t('partner.customers.columns.mobile')}</th>
                <th scope="col">{t('partner.customers.columns.first_name')}</th>
                <th scope="col">{t('partner.customers.columns.product')}</th>
                <th scope="col">{t('partner.customers.columns.lender')}</th>
                <th scope="col">{t('partner.customers.columns.disbursed_amount')}</th>
                <th scope="col">{t('partner.payouts.columns.disbursedOn')}</th>
                <th scope="col">{t('partner.payouts.columns.earning')}</th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.length === 0 ? (
                <tr>
                  <td colSpan={7}>{t('partner.payouts.noCases')}</td>
                </tr>
              ) : (
                statement.lines.map((line) => (
                  <tr key={line.application_id}>
                    <td>{line.mobile}</td>
                    <td>{line.first_name ?? '—'}</td>
                    <td>{line.product ?? '—'}</td>
                    <td>{line.lender ?? '—'}</td>
                    <td>{formatInr(line.disbursed_amount)}</td>
                    <td>{formatDate(line.disbursed_on)}</td>
                    <td>{formatInrPaise(line.earning)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </DataTable>
        </section>
      ) : null}
    </Card>
  );
};
