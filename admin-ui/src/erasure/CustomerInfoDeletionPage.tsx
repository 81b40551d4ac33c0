import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { ERASURE_STATUSES, type ErasureCandidateView } from '@marketplace/contracts';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { saveBlob } from '../api/http';
import { FormDialog } from '../common/dialogs';
import { StatusChip } from '../common/StatusChip';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { TABLE_SCROLLS } from '../common/styles';
import { IndiaDateField } from '../common/IndiaDateField';

const MOBILE = /^[6-9][0-9]{9}$/;

/** Downloads an erasure's certificate (PDF). */
const useCertificate = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  return async (id: RaRecord['id'], number: string) => {
    try {
      saveBlob(await dataProvider.erasureCertificate(id), `${number}.pdf`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
};

/** The reason, then the erasure: everything naming the consumer goes, in one transaction. */
const EraseDialog = ({
  target,
  onClose,
  onErased,
}: {
  target: { userId: number; label: string } | null;
  onClose: () => void;
  onErased: (certificate: { id: number; number: string }) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={target !== null}
      title="app.erasure.erase_title"
      canSave={reason.trim().length >= 5}
      saveLabel="app.erasure.erase"
      onClose={() => {
        setReason('');
        onClose();
      }}
      onSave={async () => {
        try {
          const { data } = await dataProvider.eraseConsumer(target!.userId, reason.trim());
          notify('app.erasure.erased', { type: 'success' });
          setReason('');
          refresh();
          onErased({ id: data.id, number: data.number });
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      <Stack spacing={1.5}>
        <Typography>{target?.label}</Typography>
        <Alert severity="warning">{translate('app.erasure.erase_warning')}</Alert>
        <MuiTextField
          multiline
          minRows={2}
          label={translate('app.erasure.reason')}
          value={reason}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          onChange={(event) => setReason(event.target.value)}
        />
      </Stack>
    </FormDialog>
  );
};

/** Finds the consumer by mobile, shows what they have with us, and offers the erasure. */
const FindConsumer = ({
  onErase,
}: {
  onErase: (target: { userId: number; label: string }) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [mobile, setMobile] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [found, setFound] = useState<ErasureCandidateView | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const value = mobile.trim();
    setInvalid(!MOBILE.test(value));
    if (!MOBILE.test(value)) return;
    try {
      setFound(await dataProvider.findErasureCandidate(value));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const c = found?.consumer ?? null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.erasure.find_title')}
        </Typography>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={find}
          sx={{ flexWrap: 'wrap' }}
        >
          <MuiTextField
            size="small"
            label={translate('app.erasure.mobile')}
            value={mobile}
            error={invalid}
            helperText={invalid ? translate('app.erasure.mobile_invalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.erasure.find')}
          </Button>
        </Stack>
        {found ? (
          <Stack
            spacing={1}
            sx={{ mt: 1 }}
            role="region"
            aria-label={translate('app.erasure.result')}
          >
            {c ? (
              <>
                <Typography>
                  {translate('app.erasure.consumer', {
                    id: c.userId,
                    mobile: c.phoneNumber,
                    name: c.name ?? translate('app.erasure.no_name'),
                  })}
                </Typography>
                <Typography variant="body2">
                  {translate('app.erasure.holdings', {
                    applications: c.applications,
                    handOffs: c.handOffs,
                    insurance: c.insuranceHandOffs,
                    since: new Date(c.createdAt).toLocaleDateString('en-IN', {
                      timeZone: 'Asia/Kolkata',
                    }),
                  })}
                </Typography>
                {c.pendingRequestId ? (
                  <Alert severity="info">{translate('app.erasure.asked_by_consumer')}</Alert>
                ) : null}
                <Button
                  color="error"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    onErase({ userId: c.userId, label: `#${c.userId} · ${c.phoneNumber}` })
                  }
                >
                  {translate('app.erasure.erase')}
                </Button>
              </>
            ) : (
              <Typography>{translate('app.erasure.none_found')}</Typography>
            )}
            {found.earlierErasures.length ? (
              <Alert severity="warning">
                {translate('app.erasure.earlier', {
                  numbers: found.earlierErasures.map((e) => e.number).join(', '),
                })}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};

/**
 * /admin/customer-info-deletion (role 1): find a consumer by mobile and erase them, or carry out
 * a consumer's own request from the list; every erasure's certificate downloads as a PDF.
 */
const CustomerInfoDeletionPage = () => {
  const translate = useTranslate();
  const certificate = useCertificate();
  const [target, setTarget] = useState<{ userId: number; label: string } | null>(null);
  const [done, setDone] = useState<{ id: number; number: string } | null>(null);
  return (
    <>
      <FindConsumer
        onErase={(t) => {
          setDone(null);
          setTarget(t);
        }}
      />
      {done ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void certificate(done.id, done.number)}>
              {translate('app.erasure.certificate')}
            </Button>
          }
        >
          {translate('app.erasure.done', { number: done.number })}
        </Alert>
      ) : null}
      <List
        resource="customer-deletions"
        title="app.menu.customer_info_deletion"
        disableSyncWithLocation
        storeKey="customer-deletions.list"
        sx={TABLE_SCROLLS}
        exporter={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={[
          <SelectInput
            key="status"
            source="status"
            label="app.erasure.status"
            alwaysOn
            choices={ERASURE_STATUSES.map((id) => ({
              id,
              name: `app.erasure.statuses.${id}`,
            }))}
          />,
        ]}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Stack sx={{ p: 2 }}>{translate('app.erasure.empty')}</Stack>}
        >
          <TextField source="number" sortBy="id" />
          <FunctionField
            source="status"
            render={(r: RaRecord) => (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <StatusChip status={r.status} labels="app.erasure.statuses" />
                {r.overdue ? (
                  <Chip size="small" color="error" label={translate('app.erasure.overdue')} />
                ) : null}
              </Stack>
            )}
          />
          <FunctionField
            source="requestedBy"
            sortable={false}
            render={(r: RaRecord) => translate(`app.erasure.by.${r.requestedBy}`)}
          />
          <TextField source="phoneNumber" sortable={false} />
          <IndiaDateField source="createdAt" showTime />
          <IndiaDateField source="completedAt" showTime />
          <FunctionField
            label="app.erasure.actions"
            render={(r: RaRecord) =>
              r.status === 'completed' ? (
                <Button size="small" onClick={() => void certificate(r.id, r.number)}>
                  {translate('app.erasure.certificate')}
                </Button>
              ) : r.status === 'requested' && r.userId ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setDone(null);
                    setTarget({ userId: r.userId, label: `#${r.userId} · ${r.phoneNumber}` });
                  }}
                >
                  {translate('app.erasure.erase')}
                </Button>
              ) : null
            }
          />
        </Datagrid>
      </List>
      <EraseDialog
        target={target}
        onClose={() => setTarget(null)}
        onErased={(certificateOf) => {
          setTarget(null);
          setDone(certificateOf);
        }}
      />
    </>
  );
};

export default CustomerInfoDeletionPage;
