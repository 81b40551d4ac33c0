import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { notifySaved } from './approvals';
import { errorMessage } from './errors';

/**
 * A row's on/off status (`status` 0/1), saved at once (or sent for approval, e.g. re-enabling an
 * admin under maker-checker); `locked` rows cannot be switched.
 */
export const StatusSwitch = ({
  resource,
  nameField = 'name',
  locked = false,
}: {
  resource: string;
  nameField?: string;
  locked?: boolean;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const on = record.status === 1;
  return (
    <Switch
      checked={on}
      disabled={isPending || locked}
      slotProps={{
        input: {
          'aria-label': translate('app.common.toggle_status', { name: record[nameField] }),
        },
      }}
      onClick={(event) => event.stopPropagation()}
      onChange={() =>
        void update(
          resource,
          { id: record.id, data: { status: on ? 0 : 1 }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: (saved) => {
              notifySaved(notify, saved, 'app.common.status_changed');
              refresh();
            },
            onError: (error) => notify(errorMessage(error), { type: 'error' }),
          },
        )
      }
    />
  );
};
