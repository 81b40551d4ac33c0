import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Grid, IconButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPath } from '../auth/pages';
import { isSentForApproval } from '../common/approvals';
import { PageGuard } from '../layout/PageGuard';
import { LenderGroups } from './LenderGroups';
import { LenderInput, LenderSelect, LenderSwitch, type FieldKind } from './LenderFields';
import { LenderIntegration } from './LenderIntegration';
import { RevenueTable } from './RevenueTable';
import { useLenderUpdate } from './useLenderUpdate';

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
  ['ticket_class', 'text'],
  ['credit_score_class', 'text'],
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
  const { data: record, isPending, refetch } = useGetOne<RaRecord>('lenders', { id });
  // Bumped to re-mount the fields from the reloaded lender (admin spec §4).
  const [version, setVersion] = useState(0);
  if (isPending || !record) return <Loading />;

  // The fields re-mount from the reloaded lender when a save fails or waits for approval.
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  const save = (data: Record<string, unknown>) =>
    updateLender(record, data).then(
      async (saved) => {
        if (isSentForApproval(saved)) await reload();
        return saved;
      },
      async (error) => {
        await reload();
        throw error;
      },
    );
  const input = ([source, kind]: [string, FieldKind]) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }} key={`${source}-${version}`}>
      <LenderInput
        record={record}
        source={source}
        kind={kind}
        placeholder={source === 'interest_rate' ? '18% To 28%' : undefined}
        onSave={save}
      />
    </Grid>
  );
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

/** /admin/lenders/{lenderId} (admin spec §2): every field saves on change or on leaving it. */
const LenderEdit = () => {
  const { id } = useParams<{ id: string }>();
  return <PageGuard page="lenders">{id ? <LenderEditor id={id} /> : null}</PageGuard>;
};

export default LenderEdit;
