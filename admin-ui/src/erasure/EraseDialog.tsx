import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { InboxAnswer } from '../common/inbox/InboxAnswer';
import type { AdminDataProvider } from '../dataProvider';

/** The consumer to erase, as the dialog names them. */
export interface EraseTarget {
  userId: number;
  label: string;
}

/** The reason, then the erasure: everything naming the consumer goes, in one transaction. */
export const EraseDialog = ({
  target,
  onClose,
  onErased,
}: {
  target: EraseTarget | null;
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
        <InboxAnswer
          label="app.erasure.reason"
          value={reason}
          maxLength={500}
          minRows={2}
          onChange={setReason}
        />
      </Stack>
    </FormDialog>
  );
};
