import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  MenuItem,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { isSentForApproval } from '../common/approvals';
import { errorMessage } from '../common/errors';
import { changes, CLASSES, FLAGS, NUMBERS, type Criterion, type Grid, type Row } from './criteria';

interface WhatIf {
  days: number;
  consumers: number;
  gain: number;
  lose: number;
}

const LISTS = { ticket_class: 'ticketClass', credit_score_class: 'creditScoreClass' } as const;

/** One lender's criteria, edited in place; Save and What if? act on the changed cells. */
export const CriteriaRow = ({
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
