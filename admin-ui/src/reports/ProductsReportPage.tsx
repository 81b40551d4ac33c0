import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { COHORT_STEPS, type CohortStep, stepColumn } from '@marketplace/contracts';
import { Title, useTranslate } from 'react-admin';
import { api } from '../api/http';
import { PeriodPicker, usePeriod } from '../common/PeriodPicker';
import { errorMessage } from '../common/errors';

type Conversion = Record<string, number | null>;
interface Row {
  id?: string;
  product: string;
  lender?: string;
  leads?: number;
  offersShown?: number;
  considered?: number;
  matched: number;
  notMatched: number;
  topReasons?: { code: string; count: number }[];
  handedOff: number;
  sanctioned: number;
  disbursed: number;
  disbursedAmount: number;
  revenue: number;
  conversion: Conversion;
  /** Products only: the period's leads and how many of them reached each step since. */
  cohort?: Record<CohortStep, number>;
}

const numbers = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const percent = (value: number | null) => (value === null ? '–' : `${value}%`);
/** A step of the cohort and its share of the cohort's leads, one decimal: "12 (37.5%)". */
const ofLeads = (n: number, leads: number) =>
  leads === 0
    ? numbers.format(n)
    : `${numbers.format(n)} (${Math.round((n / leads) * 1000) / 10}%)`;

/** The columns of each report: a header key and how a row shows it. */
const COLUMNS: Record<
  'products' | 'vendors-products',
  [string, (row: Row, reason: (code: string) => string) => string][]
> = {
  products: [
    ['product', (r) => r.product],
    ['leads', (r) => numbers.format(r.leads!)],
    ['offers_shown', (r) => numbers.format(r.offersShown!)],
    ['matched', (r) => numbers.format(r.matched)],
    ['not_matched', (r) => numbers.format(r.notMatched)],
    ['handed_off', (r) => numbers.format(r.handedOff)],
    ['sanctioned', (r) => numbers.format(r.sanctioned)],
    ['disbursed', (r) => numbers.format(r.disbursed)],
    ['amount', (r) => rupees.format(r.disbursedAmount)],
    ['revenue', (r) => rupees.format(r.revenue)],
    ['to_offers', (r) => percent(r.conversion.offers)],
    ['to_hand_off', (r) => percent(r.conversion.handOff)],
    ['to_sanction', (r) => percent(r.conversion.sanction)],
    ['to_disbursal', (r) => percent(r.conversion.disbursal)],
  ],
  'vendors-products': [
    ['lender', (r) => r.lender!],
    ['product', (r) => r.product],
    ['considered', (r) => numbers.format(r.considered!)],
    ['matched', (r) => numbers.format(r.matched)],
    ['not_matched', (r) => numbers.format(r.notMatched)],
    [
      'top_reasons',
      (r, reason) => r.topReasons!.map((x) => `${reason(x.code)} (${x.count})`).join(', '),
    ],
    ['handed_off', (r) => numbers.format(r.handedOff)],
    ['sanctioned', (r) => numbers.format(r.sanctioned)],
    ['disbursed', (r) => numbers.format(r.disbursed)],
    ['amount', (r) => rupees.format(r.disbursedAmount)],
    ['revenue', (r) => rupees.format(r.revenue)],
    ['to_match', (r) => percent(r.conversion.match)],
    ['to_hand_off', (r) => percent(r.conversion.handOff)],
    ['to_sanction', (r) => percent(r.conversion.sanction)],
    ['to_disbursal', (r) => percent(r.conversion.disbursal)],
  ],
};

/**
 * /admin/products-report and /admin/vendors-products-report (role 1): each product's funnel,
 * or each lender's per product, for whole India days, with the conversion between steps.
 */
const ProductsReportPage = ({ report }: { report: 'products' | 'vendors-products' }) => {
  const translate = useTranslate();
  const period = usePeriod('last30');
  const { from, to } = period.period;
  const { data, error } = useQuery({
    queryKey: ['admin-report', report, from, to],
    queryFn: () =>
      api<{ data: Row[] }>(`/admin/reports/${report}?from=${from}&to=${to}`).then((a) => a.data),
    retry: false,
  });
  const title = `app.reports.${report === 'products' ? 'products_title' : 'vendors_title'}`;
  const reason = (code: string) => translate(`app.reports.reasons.${code}`, { _: code });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <PeriodPicker state={period} />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {translate('app.reports.period', { from, to })}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data && !error ? (
        data.length === 0 ? (
          <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
        ) : (
          // Focusable, so that a keyboard scrolls the wide table on a phone.
          <TableContainer
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={translate(title)}
          >
            <Table size="small" aria-label={translate(title)}>
              <TableHead>
                <TableRow>
                  {COLUMNS[report].map(([key]) => (
                    <TableCell key={key}>{translate(`app.reports.steps.${key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.id ?? row.product}>
                    {COLUMNS[report].map(([key, show]) => (
                      <TableCell key={key}>{show(row, reason)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      ) : null}
      {report === 'products' && data?.length && !error ? <CohortTable rows={data} /> : null}
    </Box>
  );
};

/**
 * Of the consumers who first chose each product in the period, how many reached each step since,
 * whenever they did: a step counts those who went on past it too, so no share passes 100 %.
 */
const CohortTable = ({ rows }: { rows: Row[] }) => {
  const translate = useTranslate();
  const title = translate('app.reports.cohort_title');
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.reports.cohort_help')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.reports.steps.product')}</TableCell>
              {COHORT_STEPS.map((step) => (
                <TableCell key={step}>
                  {translate(`app.reports.steps.${stepColumn(step)}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ product, cohort }) => (
              <TableRow key={product}>
                <TableCell>{product}</TableCell>
                {COHORT_STEPS.map((step) => (
                  <TableCell key={step}>
                    {step === 'leads'
                      ? numbers.format(cohort?.leads ?? 0)
                      : ofLeads(cohort?.[step] ?? 0, cohort?.leads ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

export const ProductsReport = () => <ProductsReportPage report="products" />;
export const VendorsProductsReport = () => <ProductsReportPage report="vendors-products" />;
