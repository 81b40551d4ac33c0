import type { AdminDashboard, AdminDashboardFigures } from '@marketplace/contracts';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { api } from '../api/http';
import { errorMessage } from '../common/errors';
import { change, FUNNEL_STEPS } from '@marketplace/contracts';
import { PeriodPicker, usePeriod } from '../common/PeriodPicker';
import { CsrRevealWatchCard } from './CsrRevealWatch';

type Figure = Exclude<keyof AdminDashboardFigures, 'from' | 'to'>;
const FIGURES: Figure[] = [...FUNNEL_STEPS, 'disbursedAmount', 'revenue'];
const MONEY: Figure[] = ['disbursedAmount', 'revenue'];

const numbers = new Intl.NumberFormat('en-IN');
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const FigureCard = ({ figure, data }: { figure: Figure; data: AdminDashboard }) => {
  const translate = useTranslate();
  const show = (n: number) => (MONEY.includes(figure) ? rupees : numbers).format(n);
  const now = data[figure];
  const before = data.previous[figure];
  const delta = change(now, before);
  return (
    // dt and dd right inside the card: a description list allows one wrapper around them.
    <Card variant="outlined" component="div" data-figure={figure} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {translate(`app.dashboard.figures.${figure}`)}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography variant="h5" component="span" className="figure-value">
          {show(now)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.dashboard.previous', { value: show(before) })}
          {delta === null ? null : (
            <Box
              component="span"
              sx={{ color: delta < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
            >
              {' '}
              ({delta > 0 ? '+' : ''}
              {delta}%)
            </Box>
          )}
        </Typography>
      </Box>
    </Card>
  );
};

/** A chart with its numbers as a table (for screen readers and for copying). */
const ChartCard = ({
  id,
  title,
  chart,
  head,
  rows,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  head: string[];
  rows: (string | number)[][];
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-heading`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`${id}-heading`}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
        ) : (
          <>
            {/* inert: the chart's own focus stop stays out of the tab order; the table reads it. */}
            <Box inert sx={{ width: '100%', height: 260 }}>
              <ResponsiveContainer width="100%" height="100%">
                {chart}
              </ResponsiveContainer>
            </Box>
            <details>
              <summary>{translate('app.dashboard.table')}</summary>
              <Box sx={{ overflowX: 'auto' }}>
                <table className="dashboard-table">
                  <thead>
                    <tr>
                      {head.map((h) => (
                        <th key={h} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(([first, ...rest]) => (
                      <tr key={String(first)}>
                        <th scope="row">{first}</th>
                        {rest.map((cell, i) => (
                          <td key={i}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The back office's dashboard (roles 1 and 2): the marketplace's funnel for whole
 * India days (yesterday, the last 7 or 30 days ending yesterday, or a custom range), each figure
 * against the period of the same length just before; the daily funnel, hand-offs by lender,
 * disbursals by product and the top partners as charts, each with its table. Role 1 also sees
 * the admins past half their day's cap of CSR reveals.
 */
const Dashboard = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<number>();
  const period = usePeriod();
  const range = period.period;
  const { data, error } = useQuery({
    queryKey: ['admin-dashboard', range.from, range.to],
    queryFn: () =>
      api<{ data: AdminDashboard }>(`/admin/dashboard?from=${range.from}&to=${range.to}`).then(
        (answer) => answer.data,
      ),
    retry: false,
  });
  const t = (key: string) => translate(`app.dashboard.${key}`);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <PeriodPicker state={period} />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {data
          ? translate('app.dashboard.showing', {
              from: data.from,
              to: data.to,
              previousFrom: data.previous.from,
              previousTo: data.previous.to,
            })
          : null}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {permissions === 1 ? <CsrRevealWatchCard /> : null}
      {data && !error ? (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              mb: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {FIGURES.map((figure) => (
              <FigureCard key={figure} figure={figure} data={data} />
            ))}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              '& .dashboard-table': { borderCollapse: 'collapse', mt: 1 },
              '& .dashboard-table th, & .dashboard-table td': { px: 1, textAlign: 'left' },
            }}
          >
            <ChartCard
              id="daily"
              title={t('daily')}
              head={[
                t('date'),
                t('figures.signIns'),
                t('figures.handedOff'),
                t('figures.disbursed'),
              ]}
              rows={data.daily.map((d) => [d.date, d.signIns, d.handedOff, d.disbursed])}
              chart={
                <LineChart data={data.daily} margin={{ left: 0, right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Line dataKey="signIns" name={t('figures.signIns')} stroke="#1f6feb" />
                  <Line dataKey="handedOff" name={t('figures.handedOff')} stroke="#bf8700" />
                  <Line dataKey="disbursed" name={t('figures.disbursed')} stroke="#1a7f37" />
                </LineChart>
              }
            />
            <ChartCard
              id="by-lender"
              title={t('by_lender')}
              head={[t('lender'), t('figures.handedOff')]}
              rows={data.handOffsByLender.map((r) => [r.lender, r.handedOff])}
              chart={
                <BarChart data={data.handOffsByLender} layout="vertical" margin={{ right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="lender" width={110} />
                  <Tooltip />
                  <Bar dataKey="handedOff" name={t('figures.handedOff')} fill="#bf8700" />
                </BarChart>
              }
            />
            <ChartCard
              id="by-product"
              title={t('by_product')}
              head={[t('product'), t('figures.disbursed'), t('amount')]}
              rows={data.disbursalsByProduct.map((r) => [
                r.product,
                r.disbursed,
                rupees.format(r.amount),
              ])}
              chart={
                <BarChart data={data.disbursalsByProduct} margin={{ right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="product" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Bar dataKey="disbursed" name={t('figures.disbursed')} fill="#1a7f37" />
                </BarChart>
              }
            />
            <ChartCard
              id="top-partners"
              title={t('top_partners')}
              head={[t('partner'), t('figures.handedOff')]}
              rows={data.topPartners.map((r) => [r.partner, r.handedOff])}
              chart={
                <BarChart data={data.topPartners} layout="vertical" margin={{ right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="partner" width={110} />
                  <Tooltip />
                  <Bar dataKey="handedOff" name={t('figures.handedOff')} fill="#1f6feb" />
                </BarChart>
              }
            />
          </Box>
        </>
      ) : null}
    </Box>
  );
};

export default Dashboard;
