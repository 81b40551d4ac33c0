import { useState } from 'react';
import { Alert, Button, Chip, Stack } from '@mui/material';
import { ERASURE_STATUSES } from '@marketplace/contracts';
import {
  FunctionField,
  TextField,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { saveBlob } from '../api/http';
import { errorMessage } from '../common/errors';
import { IndiaDateField } from '../common/IndiaDateField';
import { InboxList } from '../common/inbox/InboxList';
import { StatusChip } from '../common/StatusChip';
import type { AdminDataProvider } from '../dataProvider';
import { EraseDialog, type EraseTarget } from './EraseDialog';
import { FindConsumer } from './FindConsumer';

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

/**
 * /admin/customer-deletions (role 1; the resource's list): find a consumer by mobile and erase them, or carry out
 * a consumer's own request from the list; every erasure's certificate downloads as a PDF.
 */
const CustomerInfoDeletionPage = () => {
  const translate = useTranslate();
  const certificate = useCertificate();
  const [target, setTarget] = useState<EraseTarget | null>(null);
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
      <InboxList
        resource="customer-deletions"
        title="app.menu.customer_info_deletion"
        storeKey="customer-deletions.list"
        texts="app.erasure"
        statuses={ERASURE_STATUSES}
        defaultStatus={null}
        search={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
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
      </InboxList>
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
