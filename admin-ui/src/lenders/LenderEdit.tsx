import type { LenderView } from '@marketplace/contracts';
import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Grid, IconButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../api/http';
import { adminPath } from '../auth/pages';
import { isSentForApproval } from '../common/approvals';
import { errorBodyText } from '../common/errors';
import { PageGuard } from '../layout/PageGuard';
import { LenderGroups } from './LenderGroups';
import { LenderInput, LenderSelect, LenderSwitch, type FieldKind } from './LenderFields';
import { LenderIntegration } from './LenderIntegration';
import { RevenueTable } from './RevenueTable';
import { useLenderUpdate } from './useLenderUpdate';
import { lenderValueFailure } from './validateLender';

type Option = { value: string; label: string };
/** The option lists the two classes are chosen from, as the server checks them. */
const CLASS_LISTS = {
  ticket_class: 'ticketClass',
  credit_score_class: 'creditScoreClass',
} as const;

/** ticketClass and creditScoreClass in the admin's language (the consumer's smart lists). */
function useClassOptions() {
  const [locale] = useLocaleState();
  const lang = locale === 'hi' ? 'hi' : 'en';
  return useQuery({
    queryKey: ['smart-lists', lang, 'lender-classes'],
    queryFn: () =>
      api<{ data: Record<string, Option[]> }>(
        `/search-list/${lang}/${Object.values(CLASS_LISTS).join(',')}`,
      ).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  }).data;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const FILTER_INPUTS: [string, FieldKind][] = [
  ['min_income', 'decimal'],
  ['max_income', 'decimal'],
  ['min_age', 'integer'],
  ['max_age', 'integer'],
  ['priority', 'integer'],
];
const LOAN_INPUTS: [string, FieldKind][] = [
  ['min_loan_amount', 'decimal'],
  ['loan_amount_upto', 'decimal'],
  ['tenure', 'integer'],
  ['interest_rate', 'text'],
  ['processing_fees', 'text'],
  ['grievance_officer', 'text'],
  ['apr_min', 'decimal'],
  ['apr_max', 'decimal'],
  ['redirect_url', 'text'],
];

/**
 * What offers, their all-in APR and the KFS are computed from; a lender is switched on for
 * consumers only once the legal name, rates, fee, penal charges (both languages), cooling-off
 * period and grievance officer are filled in (LENDER_INCOMPLETE names what is missing).
 */
const PRICING_INPUTS: [string, FieldKind][] = [
  ['legal_name', 'text'],
  ['rbi_registration', 'text'],
  ['interest_min', 'decimal'],
  ['interest_max', 'decimal'],
  ['fee_percent', 'decimal'],
  ['fee_min', 'decimal'],
  ['fee_max', 'decimal'],
  ['fee_flat', 'decimal'],
  ['other_charges', 'decimal'],
  ['gst_percent', 'decimal'],
  ['penal_rate', 'decimal'],
  ['cooling_off_days', 'integer'],
  ['penal_charges', 'text'],
  ['penal_charges_hi', 'text'],
  ['foreclosure_charges', 'text'],
  ['foreclosure_charges_hi', 'text'],
  ['grievance_name', 'text'],
  ['grievance_phone', 'text'],
  ['grievance_email', 'text'],
  ['recovery_policy_url', 'text'],
];

const LenderEditor = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const updateLender = useLenderUpdate();
  const { data: record, isPending, refetch } = useGetOne<LenderView>('lenders', { id: Number(id) });
  const classes = useClassOptions();
  // Bumped to re-mount the fields from the lender reloaded after a failed save.
  const [version, setVersion] = useState(0);
  // The server's refusal of a field, shown under it until that field saves.
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  if (isPending || !record) return <Loading />;

  // The fields re-mount from the reloaded lender when a save fails or waits for approval.
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  const save = (data: Record<string, unknown>) =>
    updateLender(record, data).then(
      async (saved) => {
        setRefusals((now) => without(now, Object.keys(data)));
        if (isSentForApproval(saved)) await reload();
        return saved;
      },
      async (error) => {
        const body = (error as { body?: { errors?: { field?: string }[] } }).body;
        const field = body?.errors?.[0]?.field ?? Object.keys(data)[0];
        const text = errorBodyText(body);
        if (field && text) setRefusals((now) => ({ ...now, [field]: text }));
        await reload();
        throw error;
      },
    );
  const label = (source: string) => translate(`resources.lenders.fields.${source}`);
  const check = (source: string) => (value: number | null) => {
    const failure = lenderValueFailure(source, value, record);
    if (!failure) return null;
    return failure.code === 'POSITIVE_NUMBER'
      ? translate('errors.POSITIVE_NUMBER')
      : translate('errors.LENDER_MAX_BELOW_MIN', {
          field: label(failure.max),
          minField: label(failure.min),
        });
  };
  const input = ([source, kind]: [string, FieldKind]) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }} key={`${source}-${version}`}>
      <LenderInput
        record={record}
        source={source}
        kind={kind}
        placeholder={source === 'interest_rate' ? '18% To 28%' : undefined}
        onSave={save}
        error={refusals[source]}
        check={check(source)}
      />
    </Grid>
  );
  const classSelect = (source: keyof typeof CLASS_LISTS) => {
    const options = classes?.[CLASS_LISTS[source]] ?? [];
    const stored = record[source] as string | null;
    // A code typed before the lists were enforced stays visible until it is replaced.
    const choices = options.map((o) => ({ id: o.value, name: o.label }));
    if (stored && !options.some((o) => o.value === stored))
      choices.push({ id: stored, name: stored });
    return (
      <Grid size={{ xs: 12, sm: 6, md: 3 }} key={`${source}-${version}`}>
        <LenderSelect
          record={record}
          source={source}
          choices={choices}
          onSave={save}
          error={refusals[source]}
        />
      </Grid>
    );
  };
  const flag = (source: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }} key={`${source}-${version}`}>
      <LenderSwitch record={record} source={source} onSave={save} />
    </Grid>
  );

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={record.name} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
        <IconButton
          aria-label={translate('app.common.back')}
          onClick={() => navigate(adminPath('/lenders'))}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {record.name}
        </Typography>
      </Box>
      <Section title="app.lenders.sections.filter">
        <Grid container spacing={2}>
          {FILTER_INPUTS.map(input)}
          {classSelect('ticket_class')}
          {classSelect('credit_score_class')}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <LenderSelect
              record={record}
              source="journey"
              choices={[
                { id: 'Web', name: 'Web' },
                { id: 'App', name: 'App' },
              ]}
              onSave={save}
            />
          </Grid>
          {['salaried', 'self_employed', 'business', 'lender_status'].map(flag)}
        </Grid>
      </Section>
      <Section title="app.lenders.sections.loan">
        <Grid container spacing={2}>
          {LOAN_INPUTS.map(input)}
          {record.api === 1 && flag('autosubmission')}
        </Grid>
      </Section>
      <Section title="app.lenders.sections.pricing">
        <Grid container spacing={2}>
          {PRICING_INPUTS.map(input)}
        </Grid>
      </Section>
      <Section title="app.lenders.sections.special_offer">
        <Grid container spacing={2}>
          {flag('so_status')}
          {record.so_status === 1 &&
            (
              [
                ['so_text', 'text'],
                ['so_date_start', 'date'],
                ['so_date_end', 'date'],
              ] as [string, FieldKind][]
            ).map(input)}
        </Grid>
      </Section>
      <Section title="app.lenders.sections.commissions">
        <LenderGroups key={`groups-${version}`} record={record} onSave={save} />
        <Box sx={{ mt: 3 }}>
          <RevenueTable lenderId={Number(record.id)} />
        </Box>
      </Section>
      {record.api === 1 && <LenderIntegration lenderId={Number(record.id)} />}
    </Box>
  );
};

const without = (errors: Record<string, string>, keys: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

/** /admin/lenders/{lenderId}, the lender edit: every field saves on change or on leaving it. */
const LenderEdit = () => {
  const { id } = useParams<{ id: string }>();
  return <PageGuard page="lenders">{id ? <LenderEditor id={id} /> : null}</PageGuard>;
};

export default LenderEdit;
