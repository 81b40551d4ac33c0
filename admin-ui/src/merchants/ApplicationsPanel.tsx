import { useState } from 'react';
import {
  Button,
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
  type PartnerAdminView,
} from '@marketplace/contracts';
import {
  FunctionField,
  TextField,
  useDataProvider,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { IndiaDateField } from '../common/IndiaDateField';
import { InboxAnswer } from '../common/inbox/InboxAnswer';
import { InboxList, statusChip, type InboxDetailProps } from '../common/inbox/InboxList';
import { useInboxRecord } from '../common/inbox/useInboxRecord';
import type { AdminDataProvider } from '../dataProvider';

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

/** A decision's notice: the applicant is texted, or the admin is told the text did not go. */
const decided = (done: string) => (application: MerchantApplicationView) =>
  application.notified_at
    ? { message: done, type: 'success' as const }
    : { message: 'app.applications.not_texted', type: 'warning' as const };

/** An application's details, and its decision: approve (choosing a partner if none) or reject. */
const ApplicationDialog = ({ id, onClose }: InboxDetailProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const {
    record: application,
    busy,
    act,
  } = useInboxRecord<MerchantApplicationView>('merchant-applications', id);
  const { data: partnerRows } = useGetList<PartnerAdminView>(
    'partners',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: id !== null },
  );
  const partners = (partnerRows ?? [])
    .filter((p) => p.status === 1)
    .map((p) => ({ id: Number(p.id), name: String(p.display_name ?? p.name) }));
  const [partnerId, setPartnerId] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (work: () => Promise<MerchantApplicationView>, done: string) => {
    if (await act(work, decided(done))) setRejecting(false);
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
              <InboxAnswer
                label="app.applications.reason"
                value={reason}
                maxLength={500}
                minRows={2}
                onChange={setReason}
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
              void run(() => dataProvider.notifyApplicant(id!), 'app.applications.texted')
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
              void run(
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
              void run(
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
  return (
    <InboxList
      resource="merchant-applications"
      title="app.menu.merchant_management"
      storeKey="merchant-management.applications"
      texts="app.applications"
      statuses={MERCHANT_APPLICATION_STATUSES}
      sort={{ field: 'created_at', order: 'DESC' }}
      detail={ApplicationDialog}
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
      <FunctionField source="status" render={statusChip('app.applications.statuses')} />
      <IndiaDateField source="created_at" showTime />
    </InboxList>
  );
};

export default ApplicationsPanel;
