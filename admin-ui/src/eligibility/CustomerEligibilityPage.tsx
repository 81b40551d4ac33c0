import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { isSentForApproval } from '../common/approvals';
import { errorMessage } from '../common/errors';

const NUMBERS = [
  'min_age',
  'max_age',
  'min_income',
  'max_income',
  'min_loan_amount',
  'loan_amount_upto',
] as const;
const FLAGS = ['salaried', 'self_employed', 'business'] as const;
const CLASSES = ['ticket_class', 'credit_score_class'] as const;
type Criterion = (typeof NUMBERS)[number] | (typeof FLAGS)[number] | (typeof CLASSES)[number];
type Row = { id: number; name: string; priority: number } & Record<
  Criterion,
  number | string | null
>;
interface Option {
  value: string;
  label: string;
}
interface Grid {
  lenders: Row[];
  ticketClass: Option[];
  creditScoreClass: Option[];
  employmentStatus: Option[];
}
interface WhatIf {
  days: number;
  consumers: number;
  gain: number;
  lose: number;
}
type Listed = { lender_id: number; name: string; rank: number; reasons?: { message: string }[] };

const LISTS = { ticket_class: 'ticketClass', credit_score_class: 'creditScoreClass' } as const;

/** The changed cells of a row, as the API takes them (numbers, '' → null). */
function changes(row: Row, saved: Row): Partial<Record<Criterion, number | string | null>> {
  const out: Partial<Record<Criterion, number | string | null>> = {};
  for (const key of [...NUMBERS, ...FLAGS, ...CLASSES]) {
    if (row[key] === saved[key]) continue;
    const value = row[key];
    out[key] =
      value === '' || value === null
        ? null
        : (NUMBERS as readonly string[]).includes(key)
          ? Number(value)
          : value;
  }
  return out;
}

/** One lender's criteria, edited in place; Save and What if? act on the changed cells. */
const CriteriaRow = ({
  saved,
  grid,
  onSaved,
}: {
  saved: Row;
  grid: Grid;
  onSaved: (row: Row) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [row, setRow] = useState(saved);
  const [whatIf, setWhatIf] = useState<WhatIf | null>(null);
  useEffect(() => setRow(saved), [saved]);
  const changed = changes(row, saved);
  const dirty = Object.keys(changed).length > 0;
  const set = (key: Criterion, value: string | number | null) => {
    setWhatIf(null);
    setRow((now) => ({ ...now, [key]: value }));
  };
  const label = (key: Criterion) => `${translate(`app.eligibility.${key}`)}: ${saved.name}`;
  const save = async () => {
    try {
      const answer = await api<Row>(`/admin/eligibility/${saved.id}`, jsonRequest('PUT', changed));
      setWhatIf(null);
      if (isSentForApproval(answer)) {
        // Nothing changed yet: the row shows the criteria that apply until it is approved.
        setRow(saved);
        return notify('app.approvals.sent', { type: 'info' });
      }
      onSaved({ ...saved, ...answer, id: saved.id, name: saved.name, priority: saved.priority });
      notify('app.eligibility.saved', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const tryIt = async () => {
    try {
      setWhatIf(
        await api<WhatIf>(`/admin/eligibility/${saved.id}/what-if`, jsonRequest('POST', changed)),
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <TableRow data-lender={saved.id}>
      <TableCell component="th" scope="row">
        {saved.name}
      </TableCell>
      {NUMBERS.map((key) => (
        <TableCell key={key}>
          <TextField
            size="small"
            type="number"
            value={row[key] ?? ''}
            sx={{ width: 110 }}
            slotProps={{ htmlInput: { 'aria-label': label(key), min: 0 } }}
            onChange={(event) => set(key, event.target.value)}
          />
        </TableCell>
      ))}
      {FLAGS.map((key) => (
        <TableCell key={key} align="center">
          <Checkbox
            checked={row[key] === 1}
            slotProps={{ input: { 'aria-label': label(key) } }}
            onChange={(event) => set(key, event.target.checked ? 1 : 0)}
          />
        </TableCell>
      ))}
      {CLASSES.map((key) => (
        <TableCell key={key}>
          <TextField
            select
            size="small"
            value={row[key] ?? ''}
            sx={{ minWidth: 130 }}
            slotProps={{ htmlInput: { 'aria-label': label(key) } }}
            onChange={(event) => set(key, event.target.value || null)}
          >
            <MenuItem value="">{translate('app.eligibility.any')}</MenuItem>
            {grid[LISTS[key]].map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </TableCell>
      ))}
      <TableCell sx={{ minWidth: 220 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="contained" disabled={!dirty} onClick={() => void save()}>
            {translate('app.common.save')}
          </Button>
          <Button size="small" variant="outlined" disabled={!dirty} onClick={() => void tryIt()}>
            {translate('app.eligibility.what_if')}
          </Button>
        </Box>
        {whatIf && (
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {translate('app.eligibility.what_if_result', {
              consumers: whatIf.consumers,
              days: whatIf.days,
              gain: whatIf.gain,
              lose: whatIf.lose,
            })}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
};

const EMPTY_TEST = {
  product: 'PL',
  age: '',
  monthly_income: '',
  employment_status_code: '',
  credit_score_class: '',
  desired_amount: '',
};

/** A profile typed by the admin, matched by the offers' own code: who is offered, who not, why. */
const Tester = ({ grid }: { grid: Grid }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [form, setForm] = useState(EMPTY_TEST);
  const [result, setResult] = useState<{ offers: Listed[]; notMatched: Listed[] } | null>(null);
  const set = (key: keyof typeof EMPTY_TEST) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, string | number> = { product: form.product };
    for (const key of ['age', 'monthly_income', 'desired_amount'] as const)
      if (form[key] !== '') body[key] = Number(form[key]);
    for (const key of ['employment_status_code', 'credit_score_class'] as const)
      if (form[key] !== '') body[key] = form[key];
    try {
      setResult(await api('/admin/eligibility/test', jsonRequest('POST', body)));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const select = (key: 'employment_status_code' | 'credit_score_class', options: Option[]) => (
    <TextField
      select
      size="small"
      label={translate(`app.eligibility.${key}`)}
      value={form[key]}
      sx={{ minWidth: 180 }}
      onChange={set(key)}
    >
      <MenuItem value="">{translate('app.eligibility.not_given')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Paper component="section" aria-labelledby="tester-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="tester-title" variant="h6" component="h2">
        {translate('app.eligibility.tester')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.eligibility.tester_help')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={translate('app.eligibility.product')}
          value={form.product}
          onChange={set('product')}
        >
          <MenuItem value="PL">{translate('app.vendors.product_PL')}</MenuItem>
          <MenuItem value="BL">{translate('app.vendors.product_BL')}</MenuItem>
        </TextField>
        {(['age', 'monthly_income', 'desired_amount'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            type="number"
            label={translate(`app.eligibility.${key}`)}
            value={form[key]}
            sx={{ width: 150 }}
            onChange={set(key)}
          />
        ))}
        {select('employment_status_code', grid.employmentStatus)}
        {select('credit_score_class', grid.creditScoreClass)}
        <Button type="submit" variant="contained">
          {translate('app.eligibility.test')}
        </Button>
      </Box>
      {result && (
        <Box sx={{ mt: 2 }} aria-live="polite">
          <Typography variant="subtitle1" component="h3">
            {translate('app.eligibility.matched', { smart_count: result.offers.length })}
          </Typography>
          <ol aria-label={translate('app.eligibility.matched_list')}>
            {result.offers.map((offer) => (
              <li key={offer.lender_id}>{offer.name}</li>
            ))}
          </ol>
          <Typography variant="subtitle1" component="h3">
            {translate('app.eligibility.not_matched', { smart_count: result.notMatched.length })}
          </Typography>
          <ul aria-label={translate('app.eligibility.not_matched_list')}>
            {result.notMatched.map((lender) => (
              <li key={lender.lender_id}>
                {lender.name}: {lender.reasons?.map((reason) => reason.message).join('; ')}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Paper>
  );
};

/**
 * /admin/customer-eligibility (role 1): every active lender's criteria in one editable grid, a
 * tester, and for an unsaved change a what-if over the consumers of the last 30 days.
 */
const CustomerEligibilityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [grid, setGrid] = useState<Grid | null>(null);
  const load = useCallback(
    () =>
      api<Grid>('/admin/eligibility').then(setGrid, (error) =>
        notify(errorMessage(error), { type: 'error' }),
      ),
    [notify],
  );
  useEffect(() => void load(), [load]);
  const replace = (row: Row) =>
    setGrid(
      (now) => now && { ...now, lenders: now.lenders.map((l) => (l.id === row.id ? row : l)) },
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="app.menu.customer_eligibility" />
      {grid && <Tester grid={grid} />}
      {grid && grid.lenders.length === 0 && (
        <Alert severity="info">{translate('app.common.no_data')}</Alert>
      )}
      <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.eligibility.grid')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.vendors.lender')}</TableCell>
              {[...NUMBERS, ...FLAGS, ...CLASSES].map((key) => (
                <TableCell key={key}>{translate(`app.eligibility.${key}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {grid?.lenders.map((row) => (
              <CriteriaRow key={row.id} saved={row} grid={grid} onSaved={replace} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

export default CustomerEligibilityPage;
