import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFields, isRangeInvalid } from '@/components/ui/date-range';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import type { CallAuth } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatInr } from '@/lib/format';
import { getFunnel } from '../api/get-dashboard';
import {
  FUNNEL_GROUP_STAGES,
  FUNNEL_GROUPS,
  presetRange,
  todayInIndia,
  type FunnelGroup,
  type FunnelGroupRow,
  type FunnelGroupStage,
} from '@marketplace/contracts';

const COLOURS: Record<FunnelGroupStage, string> = {
  applications: '#0b5fff',
  offersShown: '#6a4cff',
  handedOff: '#ff8a00',
  sanctioned: '#1b7f5c',
  disbursed: '#b3261e',
};

/**
 * /partner/customFunnel: the partner chooses the stages, a grouping (day, week, product, lender,
 * UTM campaign) and India days; the applications applied for then, grouped, and how many reached
 * each stage, as a chart and a table.
 */
export const CustomFunnel = ({ auth }: { auth: CallAuth }) => {
  const { t } = useTranslation();
  const initial = presetRange('last30', todayInIndia());
  const [draft, setDraft] = useState({ ...initial, group: 'product' as FunnelGroup });
  const [query, setQuery] = useState(draft);
  const [stages, setStages] = useState<FunnelGroupStage[]>([...FUNNEL_GROUP_STAGES]);
  const [rows, setRows] = useState<FunnelGroupRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    getFunnel(auth, query.from, query.to, query.group).then(
      (r) => live && setRows(r.data),
      (e: unknown) => live && setError(errorText(t, e)),
    );
    return () => {
      live = false;
    };
    // The query alone decides when to load (`auth` is read afresh by each call).
  }, [query]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!isRangeInvalid(draft)) setQuery(draft);
  };
  const toggle = (stage: FunnelGroupStage) =>
    setStages((list) =>
      list.includes(stage)
        ? list.filter((s) => s !== stage)
        : FUNNEL_GROUP_STAGES.filter((s) => list.includes(s) || s === stage),
    );
  const label = (key: string) => key || t('partner.funnel.none');

  return (
    <Card as="main" className="partner-tools" heading={t('partner.funnel.title')} level={1}>
      <p className="muted">{t('partner.funnel.intro')}</p>
      <form className="customer-filters" onSubmit={apply}>
        <DateRangeFields
          from={draft.from}
          to={draft.to}
          labels={{
            from: t('partner.customers.filters.from'),
            to: t('partner.customers.filters.to'),
          }}
          onValue={(range) => setDraft({ ...draft, ...range })}
        />
        <SelectField
          label={t('partner.funnel.groupBy')}
          value={draft.group}
          options={FUNNEL_GROUPS.map((g) => ({ value: g, label: t(`partner.funnel.groups.${g}`) }))}
          onValue={(group) => setDraft({ ...draft, group: group as FunnelGroup })}
        />
        <Button type="submit">{t('partner.customers.filters.apply')}</Button>
      </form>
      <fieldset className="stage-picker">
        <legend>{t('partner.funnel.stages')}</legend>
        {FUNNEL_GROUP_STAGES.map((stage) => (
          <label key={stage}>
            <input
              type="checkbox"
              checked={stages.includes(stage)}
              onChange={() => toggle(stage)}
            />{' '}
            {t(`partner.funnel.stage.${stage}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {rows && !error ? (
        rows.length === 0 ? (
          <EmptyState title={t('partner.funnel.empty')}>{t('partner.funnel.emptyHint')}</EmptyState>
        ) : (
          <>
            <div className="chart" aria-hidden="true">
              <ResponsiveContainer width="100%" height={280}>
                <BarChart
                  data={rows.map((r) => ({ ...r, key: label(r.key) }))}
                  margin={{ left: 0, right: 16 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="key" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  {stages.map((stage) => (
                    <Bar
                      key={stage}
                      dataKey={stage}
                      name={t(`partner.funnel.stage.${stage}`)}
                      fill={COLOURS[stage]}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </div>
            <DataTable label={t('partner.funnel.title')} className="customers-table">
              <thead>
                <tr>
                  <th scope="col">{t(`partner.funnel.groups.${query.group}`)}</th>
                  {stages.map((stage) => (
                    <th key={stage} scope="col">
                      {t(`partner.funnel.stage.${stage}`)}
                    </th>
                  ))}
                  <th scope="col">{t('partner.funnel.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{label(r.key)}</th>
                    {stages.map((stage) => (
                      <td key={stage}>{r[stage]}</td>
                    ))}
                    <td>{formatInr(r.disbursedAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )
      ) : null}
    </Card>
  );
};
