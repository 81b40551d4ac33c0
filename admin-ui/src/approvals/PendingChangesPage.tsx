import { useState } from 'react';
import { Alert, Box, Button, Chip, TextField as MuiTextField, Typography } from '@mui/material';
import {
  PENDING_CHANGE_STATUSES,
  type ChangeDifference,
  type PendingChangeView,
} from '@marketplace/contracts';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { TABLE_SCROLLS } from '../common/styles';
import { useUiConfig } from '../common/useUiConfig';
import type { AdminDataProvider } from '../dataProvider';
import { IndiaDateField } from '../common/IndiaDateField';

const STATUS_COLOURS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;
/** Fields of a revenue slab that say nothing to the checker (ids, the saved order). */
const QUIET = new Set(['id', 'lender_id', 'revenue_type_id', 'sort_order']);

/** A before or after value as one short line: a slab as its terms, a list joined, none as '—'. */
function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([key, v]) => !QUIET.has(key) && v !== null)
      .map(([key, v]) => `${key}: ${showValue(v)}`)
      .join(', ');
  return String(value);
}

const Differences = ({ lines }: { lines: ChangeDifference[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {lines.map((line, index) => (
      <li key={index}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {line.field}
        </Typography>
        {': '}
        <Typography variant="body2" component="span" sx={{ textDecoration: 'line-through' }}>
          {showValue(line.before)}
        </Typography>
        {' → '}
        <Typography variant="body2" component="span">
          {showValue(line.after)}
        </Typography>
      </li>
    ))}
  </Box>
);

type Deciding = { change: PendingChangeView; decision: 'approve' | 'reject' };

/** Approve (an optional note) or reject (a reason the maker reads). */
const DecisionDialog = ({
  deciding,
  onClose,
}: {
  deciding: Deciding | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [note, setNote] = useState('');
  if (!deciding) return null;
  const { change, decision } = deciding;
  const approving = decision === 'approve';
  const close = () => {
    setNote('');
    onClose();
  };
  const save = async () => {
    try {
      if (approving) await dataProvider.approveChange(change.id, note);
      else await dataProvider.rejectChange(change.id, note);
      notify(approving ? 'app.approvals.approved' : 'app.approvals.rejected', { type: 'success' });
      close();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    refresh();
  };
  return (
    <FormDialog
      open
      title={translate(approving ? 'app.approvals.approve_title' : 'app.approvals.reject_title', {
        name: change.target_name,
      })}
      canSave={approving || note.trim() !== ''}
      onClose={close}
      onSave={save}
      saveLabel={approving ? 'app.approvals.approve' : 'app.approvals.reject'}
    >
      <Differences lines={change.differences} />
      <MuiTextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        label={translate(approving ? 'app.approvals.note' : 'app.approvals.reason')}
        required={!approving}
        value={note}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
};

const Decide = ({ onDecide }: { onDecide: (deciding: Deciding) => void }) => {
  const change = useRecordContext<PendingChangeView & { id: number }>();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!change || change.status !== 'pending') return null;
  const mine = identity?.id === change.maker_admin_id;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        disabled={mine}
        title={mine ? translate('errors.PENDING_CHANGE_OWN_APPROVAL') : undefined}
        aria-label={`${translate('app.approvals.approve')}: ${change.target_name}`}
        onClick={() => onDecide({ change, decision: 'approve' })}
      >
        {translate('app.approvals.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label={`${translate(mine ? 'app.approvals.withdraw' : 'app.approvals.reject')}: ${change.target_name}`}
        onClick={() => onDecide({ change, decision: 'reject' })}
      >
        {translate(mine ? 'app.approvals.withdraw' : 'app.approvals.reject')}
      </Button>
    </Box>
  );
};

/**
 * /admin/pending-changes (role 1, maker-checker): the changes to lenders' switches and criteria,
 * revenue slabs and partner revenue terms that wait for a second role-1 admin, with what each
 * does; approve or reject. The maker cannot approve their own change (they may withdraw it).
 */
const PendingChangesPage = () => {
  const translate = useTranslate();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const config = useUiConfig();
  const statuses = PENDING_CHANGE_STATUSES.map((id) => ({
    id,
    name: `app.approvals.statuses.${id}`,
  }));
  return (
    <>
      {config && !config.makerChecker && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.approvals.off')}
        </Alert>
      )}
      <List
        resource="pending-changes"
        title="app.menu.pending_changes"
        disableSyncWithLocation
        storeKey="pending-changes"
        empty={false}
        sort={{ field: 'created_at', order: 'DESC' }}
        filterDefaultValues={{ status: 'pending' }}
        exporter={false}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
        ]}
        sx={TABLE_SCROLLS}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <IndiaDateField source="created_at" showTime />
          <FunctionField
            source="kind"
            render={(change: PendingChangeView) => translate(`app.approvals.kinds.${change.kind}`)}
          />
          <TextField source="target_name" />
          <FunctionField
            source="differences"
            sortable={false}
            render={(change: PendingChangeView) => <Differences lines={change.differences} />}
          />
          <TextField source="maker_name" sortable={false} />
          <FunctionField
            source="status"
            render={(change: PendingChangeView) => (
              <Chip
                size="small"
                color={STATUS_COLOURS[change.status]}
                label={translate(`app.approvals.statuses.${change.status}`)}
              />
            )}
          />
          <TextField source="checker_name" sortable={false} emptyText="—" />
          <TextField source="note" sortable={false} emptyText="—" />
          <Decide onDecide={setDeciding} />
        </Datagrid>
      </List>
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </>
  );
};

export default PendingChangesPage;
