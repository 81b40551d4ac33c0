import type { LenderRevenueView } from '@marketplace/contracts';
import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { notifySaved } from '../common/approvals';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { RevenueDialog } from './RevenueDialog';
import { toRevenuePayload, type RevenueFormValues } from './validateRevenue';

const range = (min: unknown, max: unknown) =>
  min === null && max === null ? '—' : `${min ?? '…'} – ${max ?? '…'}`;

/**
 * The lender's revenue slabs: add/edit dialog, delete confirm, active switch,
 * and drag-and-drop reorder that saves the order and reloads the list if saving fails.
 */
export const RevenueTable = ({ lenderId }: { lenderId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, refetch } = useGetList<LenderRevenueView>('lender-revenue', {
    filter: { lender_id: lenderId },
    sort: { field: 'sort_order', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const { data: typeList } = useGetList(
    'revenue-types',
    { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { onError: () => notify('app.revenue.types_failed', { type: 'error' }) },
  );
  const types = useMemo(
    () => (typeList ?? []).map((t) => ({ id: Number(t.id), name: String(t.name) })),
    [typeList],
  );
  const [rows, setRows] = useState<LenderRevenueView[]>([]);
  useEffect(() => setRows(data ?? []), [data]);
  const [editing, setEditing] = useState<LenderRevenueView | Record<string, never> | null>(null);
  const [deleting, setDeleting] = useState<LenderRevenueView | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  const save = async (values: RevenueFormValues) => {
    const payload = toRevenuePayload(values, lenderId);
    const isNew = !editing?.id;
    try {
      const { data } = isNew
        ? await dataProvider.create('lender-revenue', { data: payload })
        : await dataProvider.update('lender-revenue', {
            id: editing!.id,
            data: { id: editing!.id, ...payload },
            previousData: editing as LenderRevenueView,
          });
      notifySaved(notify, data, isNew ? 'app.revenue.added' : 'app.revenue.updated');
      await refetch();
    } catch (error) {
      notify(errorMessage(error, isNew ? 'app.revenue.add_failed' : 'app.revenue.update_failed'), {
        type: 'error',
      });
      throw error;
    }
  };

  const setStatus = async (row: LenderRevenueView, status: number) => {
    try {
      const { data } = await dataProvider.update('lender-revenue', {
        id: row.id,
        data: { id: row.id, status },
        previousData: row,
      });
      notifySaved(notify, data, 'app.revenue.updated');
    } catch (error) {
      notify(errorMessage(error, 'app.revenue.update_failed'), { type: 'error' });
    }
    await refetch();
  };

  const remove = async (row: LenderRevenueView) => {
    try {
      const { data } = await dataProvider.delete('lender-revenue', {
        id: row.id,
        previousData: row,
      });
      notifySaved(notify, data, 'app.revenue.deleted');
    } catch (error) {
      notify(errorMessage(error, 'app.revenue.delete_failed'), { type: 'error' });
    }
    await refetch();
  };

  const drop = async (target: number) => {
    if (dragged === null || dragged === target) return;
    const next = [...rows];
    const [moved] = next.splice(dragged, 1);
    next.splice(target, 0, moved);
    setRows(next);
    setDragged(null);
    try {
      const answer = await dataProvider.setRevenueOrder(
        lenderId,
        next.map((row) => row.id),
      );
      notifySaved(notify, answer, 'app.revenue.order_updated');
    } catch (error) {
      notify(errorMessage(error, 'app.revenue.order_failed'), { type: 'error' });
    }
    await refetch();
  };

  const typeName = (row: LenderRevenueView) =>
    row.revenue_type_name ?? types.find((t) => t.id === row.revenue_type_id)?.name ?? '';

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.revenue.title')}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({})}>
          {translate('app.revenue.add')}
        </Button>
      </Box>
      <Table size="small" aria-label={translate('app.revenue.title')}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{translate('app.revenue.fields.revenue_type_id')}</TableCell>
            <TableCell>{translate('app.revenue.columns.disbursed')}</TableCell>
            <TableCell>{translate('app.revenue.columns.number')}</TableCell>
            <TableCell>{translate('app.revenue.columns.ats')}</TableCell>
            <TableCell>{translate('app.revenue.fields.revenue_flat')}</TableCell>
            <TableCell>{translate('app.revenue.fields.revenue_percent')}</TableCell>
            <TableCell>{translate('app.revenue.fields.status')}</TableCell>
            <TableCell>{translate('app.cards.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={9}>{translate('app.common.no_data')}</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <TableRow
              key={row.id}
              className="revenue-row"
              data-id={row.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(row.id));
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                void drop(index);
              }}
              sx={{ opacity: dragged === index ? 0.5 : 1 }}
            >
              <TableCell sx={{ cursor: 'grab', width: 32 }}>
                <DragIndicatorIcon fontSize="small" aria-label={translate('app.revenue.drag')} />
              </TableCell>
              <TableCell>{typeName(row)}</TableCell>
              <TableCell>{range(row.slab_disbursed_min, row.slab_disbursed_max)}</TableCell>
              <TableCell>{range(row.slab_number_min, row.slab_number_max)}</TableCell>
              <TableCell>{range(row.ats_min, row.ats_max)}</TableCell>
              <TableCell>{row.revenue_flat ?? '—'}</TableCell>
              <TableCell>
                {row.revenue_percent === null ? '—' : `${row.revenue_percent}%`}
              </TableCell>
              <TableCell>
                <Switch
                  checked={row.status === 1}
                  slotProps={{ input: { 'aria-label': translate('app.revenue.fields.status') } }}
                  onChange={(event) => void setStatus(row, event.target.checked ? 1 : 0)}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  aria-label={translate('app.common.edit')}
                  onClick={() => setEditing(row)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={translate('app.common.delete')}
                  onClick={() => setDeleting(row)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RevenueDialog
        record={editing}
        types={types}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Confirm
        isOpen={!!deleting}
        title="app.common.confirm_title"
        content="app.revenue.delete_body"
        confirm="app.common.delete"
        cancel="app.common.cancel"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
