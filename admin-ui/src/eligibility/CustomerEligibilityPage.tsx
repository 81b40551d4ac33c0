import { useEffect } from 'react';
import {
  Alert,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { api } from '../api/http';
import { errorMessage } from '../common/errors';
import { CLASSES, FLAGS, NUMBERS, type Grid, type Row } from './criteria';
import { CriteriaRow } from './CriteriaRow';
import { Tester } from './EligibilityTester';

const GRID = ['customer-eligibility'];

/**
 * /admin/customer-eligibility (role 1): every active lender's criteria in one editable grid, a
 * tester, and for an unsaved change a what-if over the consumers of the last 30 days.
 */
const CustomerEligibilityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { data: grid, error } = useQuery({
    queryKey: GRID,
    queryFn: () => api<Grid>('/admin/eligibility'),
    retry: false,
  });
  useEffect(() => {
    if (error) notify(errorMessage(error), { type: 'error' });
  }, [error, notify]);
  // A saved row replaces its lender in the grid without asking for the whole grid again.
  const replace = (row: Row) =>
    client.setQueryData<Grid>(
      GRID,
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
