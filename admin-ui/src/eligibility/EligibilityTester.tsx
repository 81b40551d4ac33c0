import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { errorMessage } from '../common/errors';
import type { Grid, Option } from './criteria';

type Listed = { lender_id: number; name: string; rank: number; reasons?: { message: string }[] };

const EMPTY_TEST = {
  product: 'PL',
  age: '',
  monthly_income: '',
  employment_status_code: '',
  credit_score_class: '',
  desired_amount: '',
};

/** A profile typed by the admin, matched by the offers' own code: who is offered, who not, why. */
export const Tester = ({ grid }: { grid: Grid }) => {
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
