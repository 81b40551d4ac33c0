import { useEffect, useState } from 'react';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import {
  MERCHANT_APPLICATION_STATUSES,
  type MerchantApplicationView,
} from '@marketplace/contracts';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { TABLE_SCROLLS } from '../common/styles';
import { IndiaDateField } from '../common/IndiaDateField';

const STATUS_COLOURS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;
const DETAILS = [
  'business_name',
  'contact_name',
  'mobile',
  'email',
  'pan',
  'gstin',
  'address',
  'city',
  'state',
  'pincode',
  'bank_account_name',
  'bank_account_number',
  'bank_ifsc',
] as const;

/** An application's details, and its decision: approve (choosing a partner if none) or reject. */
const ApplicationDialog = ({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [application, setApplication] = useState<MerchantApplicationView | null>(null);
  const [partners, setPartners] = useState<{ id: number; name: string }[]>([]);
  const [partnerId, setPartnerId] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setApplication(null);
    setRejecting(false);
    setReason('');
    setPartnerId('');
    if (id === null) return;
    dataProvider
      .getOne('merchant-applications', { id })
      .then(({ data }) => setApplication(data as unknown as MerchantApplicationView))
      .catch((error: unknown) => notify(errorMessage(error), { type: 'error' }));
    dataProvider
      .getList('partners', {
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      })
      .then(({ data }) =>
        setPartners(
          data
            .filter((p) => p.status === 1)
            .map((p) => ({ id: Number(p.id), name: String(p.display_name ?? p.name) })),
        ),
      )
      .catch((error: unknown) => notify(errorMessage(error), { type: 'error' }));
  }, [id]);

  const act = async (work: () => Promise<MerchantApplicationView>, done: string) => {
    setBusy(true);
    try {
      const decided = await work();
      setApplication(decided);
      notify(decided.notified_at ? done : 'app.applications.not_texted', {
        type: decided.notified_at ? 'success' : 'warning',
      });
      setRejecting(false);
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const pending = application?.status === 'pending';
  const needsPartner = pending && application?.partner_id === null;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ma-title">
      <DialogTitle id="ma-title">
        {application
          ? `${application.reference}: ${application.business_name}`
          : translate('app.applications.title')}
      </DialogTitle>
      <DialogContent>
        {application ? (
          <Stack spacing={1.5} sx={{ pt: 1, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">
              {translate(`app.applications.statuses.${application.status}`)} ·{' '}
              {application.partner_name ?? translate('app.applications.no_partner')}
            </Typography>
            <Stack
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                gap: 0.5,
                columnGap: 2,
              }}
            >
              {DETAILS.map((field) => (
                <Stack key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`resources.merchant-applications.fields.${field}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {application[field] ?? '—'}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            {application.reject_reason ? (
              <Typography>
                {translate('app.applications.reason')}: {application.reject_reason}
              </Typography>
            ) : null}
            {needsPartner ? (
              <MuiTextField
                select
                label={translate('app.applications.partner')}
                value={partnerId}
                onChange={(event) => setPartnerId(event.target.value)}
                helperText={translate('app.applications.partner_help')}
              >
                {partners.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.name}
                  </MenuItem>
                ))}
              </MuiTextField>
            ) : null}
            {pending && rejecting ? (
              <MuiTextField
                multiline
                minRows={2}
                label={translate('app.applications.reason')}
                value={reason}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                onChange={(event) => setReason(event.target.value)}
              />
            ) : null}
            {!pending && !application.notified_at ? (
              <Typography color="warning.main">
                {translate('app.applications.not_texted')}
              </Typography>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('app.common.close')}</Button>
        {application && !pending && !application.notified_at ? (
          <Button
            disabled={busy}
            onClick={() =>
              void act(() => dataProvider.notifyApplicant(id!), 'app.applications.texted')
            }
          >
            {translate('app.applications.text_again')}
          </Button>
        ) : null}
        {pending && !rejecting ? (
          <Button color="warning" disabled={busy} onClick={() => setRejecting(true)}>
            {translate('app.applications.reject')}
          </Button>
        ) : null}
        {pending && rejecting ? (
          <Button
            color="warning"
            variant="contained"
            disabled={busy || reason.trim().length < 3}
            onClick={() =>
              void act(
                () => dataProvider.rejectApplication(id!, reason.trim()),
                'app.applications.rejected_done',
              )
            }
          >
            {translate('app.applications.confirm_reject')}
          </Button>
        ) : null}
        {pending && !rejecting ? (
          <Button
            variant="contained"
            disabled={busy || (needsPartner && !partnerId)}
            onClick={() =>
              void act(
                () =>
                  dataProvider.approveApplication(id!, partnerId ? Number(partnerId) : undefined),
                'app.applications.approved_done',
              )
            }
          >
            {translate('app.applications.approve')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};

/** Merchant sign-ups from the public form, pending ones first by default; a row opens it. */
const ApplicationsPanel = () => {
  const translate = useTranslate();
  const [opened, setOpened] = useState<RaRecord['id'] | null>(null);
  return (
    <>
      <List
        resource="merchant-applications"
        title="app.menu.merchant_management"
        disableSyncWithLocation
        storeKey="merchant-management.applications"
        sx={TABLE_SCROLLS}
        exporter={false}
        sort={{ field: 'created_at', order: 'DESC' }}
        filterDefaultValues={{ status: 'pending' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput
            key="status"
            source="status"
            label="app.applications.status"
            alwaysOn
            choices={MERCHANT_APPLICATION_STATUSES.map((id) => ({
              id,
              name: `app.applications.statuses.${id}`,
            }))}
          />,
        ]}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(id) => {
            setOpened(id);
            return false;
          }}
          empty={<Stack sx={{ p: 2 }}>{translate('app.applications.empty')}</Stack>}
        >
          <TextField source="reference" sortable={false} />
          <TextField source="business_name" sortable={false} />
          <TextField source="contact_name" sortable={false} />
          <TextField source="pan" sortable={false} />
          <FunctionField
            source="partner_name"
            sortable={false}
            render={(r: RaRecord) => r.partner_name ?? translate('app.applications.no_partner')}
          />
          <FunctionField
            source="status"
            render={(r: RaRecord) => (
              <Chip
                size="small"
                color={STATUS_COLOURS[r.status as keyof typeof STATUS_COLOURS]}
                label={translate(`app.applications.statuses.${r.status}`)}
              />
            )}
          />
          <IndiaDateField source="created_at" showTime />
        </Datagrid>
      </List>
      <ApplicationDialog id={opened} onClose={() => setOpened(null)} />
    </>
  );
};

export default ApplicationsPanel;
