import { PAYOUT_STATUSES } from '@marketplace/contracts';
import { useState } from 'react';
import { Button, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  Confirm,
  Datagrid,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { notifySaved } from '../common/approvals';
import { TABLE_SCROLLS } from '../common/styles';

/** The month before the current one in India, `YYYY-MM`: the one usually being approved. */
function lastIndiaMonth(now = new Date()): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(now)
    .split('-')
    .map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const rupees = (value: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);

const STATUS_COLOURS = { awaited: 'default', approved: 'warning', paid: 'success' } as const;

const StatusChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status as keyof typeof STATUS_COLOURS;
  return (
    <Chip size="small" color={STATUS_COLOURS[status]} label={translate(`app.payouts.${status}`)} />
  );
};

/** Approve (awaited) or Mark paid (approved); a paid month has nothing left to do. */
const PayoutActions = ({
  onApprove,
  onPay,
}: {
  onApprove: (r: RaRecord) => void;
  onPay: (r: RaRecord) => void;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.status === 'paid') return null;
  return record.status === 'awaited' ? (
    <Button
      size="small"
      variant="outlined"
      disabled={!record.cases}
      onClick={() => onApprove(record)}
    >
      {translate('app.payouts.approve')}
    </Button>
  ) : (
    <Button size="small" variant="contained" onClick={() => onPay(record)}>
      {translate('app.payouts.mark_paid')}
    </Button>
  );
};

const money = (source: string, sortable = true) => (
  <NumberField
    source={source}
    sortable={sortable}
    locales="en-IN"
    options={{ style: 'currency', currency: 'INR' }}
  />
);

/**
 * Every partner's statement of a month (the last closed India month first): gross under its
 * terms, TDS, GST, net. Role-1 admins approve a closed month (its figures freeze), then record
 * the bank transfer's reference.
 */
const PayoutsPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [approving, setApproving] = useState<RaRecord | null>(null);
  const [paying, setPaying] = useState<RaRecord | null>(null);
  const [reference, setReference] = useState('');

  const approve = async () => {
    if (!approving) return;
    try {
      const answer = await dataProvider.approvePayout(approving.id);
      notifySaved(notify, answer, 'app.payouts.approved_done');
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    setApproving(null);
  };
  const pay = async () => {
    if (!paying) return;
    try {
      const answer = await dataProvider.payPayout(paying.id, reference.trim());
      notifySaved(notify, answer, 'app.payouts.paid_done');
      refresh();
      setPaying(null);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <>
      <List
        resource="partner-payouts"
        title="app.menu.merchant_management"
        disableSyncWithLocation
        sx={TABLE_SCROLLS}
        storeKey="merchant-management.payouts"
        exporter={false}
        sort={{ field: 'partner_name', order: 'ASC' }}
        filterDefaultValues={{ month: lastIndiaMonth() }}
        filters={[
          <TextInput key="month" source="month" type="month" label="app.payouts.month" alwaysOn />,
          <SelectInput
            key="status"
            source="status"
            label="app.payouts.status"
            alwaysOn
            choices={PAYOUT_STATUSES.map((id) => ({
              id,
              name: `app.payouts.${id}`,
            }))}
          />,
        ]}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Stack sx={{ p: 2 }}>{translate('app.payouts.empty')}</Stack>}
        >
          <TextField source="partner_name" />
          <TextField source="month" sortable={false} />
          <StatusChip />
          <NumberField locales="en-IN" source="cases" />
          {money('gross')}
          {money('tds', false)}
          {money('gst', false)}
          {money('net')}
          {money('expected', false)}
          <TextField source="payment_reference" emptyText="—" sortable={false} />
          <PayoutActions
            onApprove={setApproving}
            onPay={(record) => {
              setReference('');
              setPaying(record);
            }}
          />
        </Datagrid>
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.payouts.expected_note')}
      </Typography>
      <Confirm
        isOpen={!!approving}
        title="app.payouts.approve_title"
        content={translate('app.payouts.approve_body', {
          partner: approving?.partner_name ?? '',
          month: approving?.month ?? '',
          net: rupees(Number(approving?.net ?? 0)),
        })}
        confirm="app.payouts.approve"
        onConfirm={() => void approve()}
        onClose={() => setApproving(null)}
      />
      <FormDialog
        open={!!paying}
        title={translate('app.payouts.pay_title', { partner: paying?.partner_name ?? '' })}
        canSave={/^[A-Za-z0-9]{6,40}$/.test(reference.trim())}
        saveLabel="app.payouts.mark_paid"
        onClose={() => setPaying(null)}
        onSave={pay}
      >
        <MuiTextField
          autoFocus
          fullWidth
          label={translate('app.payouts.reference')}
          helperText={translate('app.payouts.reference_help')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormDialog>
    </>
  );
};

export default PayoutsPanel;
