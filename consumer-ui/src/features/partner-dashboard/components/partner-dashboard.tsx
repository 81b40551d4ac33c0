import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateRangeFields, isRangeInvalid } from '@/components/ui/date-range';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTile, StatTiles } from '@/components/ui/stat-tile';
import type { CallAuth } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatInr, formatNumber } from '@/lib/format';
import { getDashboard } from '../api/get-dashboard';
import {
  change,
  FUNNEL_STEPS,
  PRESETS,
  presetRange,
  todayInIndia,
  type FunnelStep,
  type PartnerDashboard as Dashboard,
  type Preset,
} from '@marketplace/contracts';

type Figure = FunnelStep | 'disbursedAmount' | 'earnings';
const MONEY: Figure[] = ['disbursedAmount', 'earnings'];

const FigureTile = ({ figure, data }: { figure: Figure; data: Dashboard }) => {
  const { t } = useTranslation();
  const show = (n: number) => (MONEY.includes(figure) ? formatInr(n) : formatNumber(n));
  const now = data[figure] ?? 0;
  const before = data.previous[figure] ?? 0;
  const delta = change(now, before);
  return (
    <StatTile
      label={t(`partner.dashboard.figures.${figure}`)}
      value={show(now)}
      note={
        <>
          {t('partner.dashboard.previous', { value: show(before) })}
          {delta === null ? null : (
            <span className={delta < 0 ? 'stat-tile__down' : 'stat-tile__up'}>
              {' '}
              ({delta > 0 ? '+' : ''}
              {delta}%)
            </span>
          )}
        </>
      }
    />
  );
};

/**
 * The partner dashboard (/partner): the funnel of the chosen days (presets in
 * India time, or a custom range), each figure beside the period before, a funnel chart and a
 * daily chart (each with its numbers as a table for screen readers). A partner's earnings of the
 * period lead the page, with sharing their link one tap away.
 */
export const PartnerDashboard = ({ auth, shareHref }: { auth: CallAuth; shareHref: string }) => {
  const { t } = useTranslation();
  const today = todayInIndia();
  const [preset, setPreset] = useState<Preset>('last7');
  const [custom, setCustom] = useState(() => presetRange('last30', today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const invalid = isRangeInvalid(range);
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (invalid) return;
    let live = true;
    setError(null);
    getDashboard(auth, range.from, range.to).then(
      (d) => live && setData(d),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
    // The range alone decides when to load (`auth` is read afresh by each call).
  }, [range.from, range.to]);

  const funnel = data
    ? FUNNEL_STEPS.map((step) => ({
        step: t(`partner.dashboard.figures.${step}`),
        count: data[step],
      }))
    : [];

  return (
    <Card as="main" className="partner-dashboard" heading={t('partner.dashboard.title')} level={1}>
      {data && !error && !invalid && data.earnings !== null ? (
        <section className="earnings-hero" aria-labelledby="earnings-heading">
          <h2 id="earnings-heading">{t('partner.dashboard.hero.title')}</h2>
          <p className="earnings-hero__label">{t('partner.dashboard.hero.confirmed')}</p>
          <p className="earnings-hero__value">{formatInr(data.earnings)}</p>
          <p className="earnings-hero__previous">
            {t('partner.dashboard.previous', { value: formatInr(data.previous.earnings ?? 0) })}
          </p>
          {/* Disbursals without a commission line yet: shown, never added to the confirmed. */}
          <p className="earnings-hero__expected">
            {t('partner.dashboard.hero.expected', {
              value: formatInr(data.expectedEarnings ?? 0),
            })}
          </p>
          <p className="earnings-hero__previous">{t('partner.dashboard.hero.estimate')}</p>
          <Link className={buttonClass({ className: 'earnings-hero__share' })} to={shareHref}>
            {t('partner.dashboard.hero.share')}
          </Link>
        </section>
      ) : null}
      <fieldset className="presets">
        <legend>{t('partner.dashboard.period')}</legend>
        {PRESETS.map((p) => (
          <label key={p} className="presets__option">
            <input
              type="radio"
              name="preset"
              value={p}
              checked={preset === p}
              onChange={() => setPreset(p)}
            />
            {t(`partner.dashboard.presets.${p}`)}
          </label>
        ))}
      </fieldset>
      {preset === 'custom' ? (
        <div className="custom-range">
          <DateRangeFields
            {...custom}
            labels={{ from: t('partner.dashboard.from'), to: t('partner.dashboard.to') }}
            max={today}
            keepDays
            onValue={setCustom}
          />
        </div>
      ) : null}
      {invalid ? null : (
        <p className="muted" aria-live="polite">
          {t('partner.dashboard.showing', { from: range.from, to: range.to })}
        </p>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {!data && !error && !invalid ? <Skeleton lines={4} /> : null}
      {data && !error && !invalid ? (
        <>
          <StatTiles>
            {[...FUNNEL_STEPS, 'disbursedAmount' as const, 'earnings' as const]
              .filter((figure) => data[figure] !== null)
              .map((figure) => (
                <FigureTile key={figure} figure={figure} data={data} />
              ))}
          </StatTiles>
          <section aria-labelledby="funnel-heading">
            <h2 id="funnel-heading">{t('partner.dashboard.funnel')}</h2>
            <div className="chart" aria-hidden="true">
              <ResponsiveContainer width="100%" height={260}>
                <BarChart
                  data={funnel}
                  layout="vertical"
                  margin={{ left: 8, right: 16 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="step" width={110} />
                  <Tooltip />
                  <Bar
                    dataKey="count"
                    name={t('partner.dashboard.count')}
                    fill="var(--brand-primary)"
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </section>
          <section aria-labelledby="daily-heading">
            <h2 id="daily-heading">{t('partner.dashboard.daily')}</h2>
            <div className="chart" aria-hidden="true">
              <ResponsiveContainer width="100%" height={260}>
                <LineChart
                  data={data.daily}
                  margin={{ left: 0, right: 16 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Line
                    dataKey="leads"
                    name={t('partner.dashboard.figures.leads')}
                    stroke="#1f6feb"
                  />
                  <Line
                    dataKey="handedOff"
                    name={t('partner.dashboard.figures.handedOff')}
                    stroke="#bf8700"
                  />
                  <Line
                    dataKey="disbursed"
                    name={t('partner.dashboard.figures.disbursed')}
                    stroke="#1a7f37"
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <details>
              <summary>{t('partner.dashboard.dailyTable')}</summary>
              <table className="daily-table">
                <thead>
                  <tr>
                    <th scope="col">{t('partner.dashboard.date')}</th>
                    <th scope="col">{t('partner.dashboard.figures.leads')}</th>
                    <th scope="col">{t('partner.dashboard.figures.handedOff')}</th>
                    <th scope="col">{t('partner.dashboard.figures.disbursed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.daily.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{d.date}</th>
                      <td>{d.leads}</td>
                      <td>{d.handedOff}</td>
                      <td>{d.disbursed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
        </>
      ) : null}
    </Card>
  );
};
