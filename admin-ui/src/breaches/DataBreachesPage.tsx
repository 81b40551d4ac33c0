import { useState } from 'react';
import { Button, Stack, TextField as MuiTextField } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { TABLE_SCROLLS } from '../common/styles';
import { BREACH_DATA_CATEGORIES } from '@marketplace/contracts';
import { NoticeDialog } from './NoticeDialog';
import { IndiaDateField } from '../common/IndiaDateField';

/** A `datetime-local` value (the admin's own time zone) as an ISO instant. */
const instant = (local: string) => new Date(local).toISOString();

/** A new incident: when it was detected, what data, how many consumers, what was done. */
const RecordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [detectedAt, setDetectedAt] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [affected, setAffected] = useState('');
  const [actions, setActions] = useState('');
  const ready =
    detectedAt !== '' &&
    categories.length > 0 &&
    /^\d+$/.test(affected) &&
    actions.trim().length >= 2;
  return (
    <FormDialog
      open={open}
      title="app.breaches.record"
      canSave={ready}
      onClose={onClose}
      onSave={async () => {
        try {
          await dataProvider.create('data-breaches', {
            data: {
              detectedAt: instant(detectedAt),
              dataCategories: categories,
              affectedConsumers: Number(affected),
              actionsTaken: actions.trim(),
            },
          });
          notify('app.breaches.recorded', { type: 'success' });
          refresh();
          onClose();
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <MuiTextField
          type="datetime-local"
          label={translate('app.breaches.detected_at')}
          value={detectedAt}
          onChange={(event) => setDetectedAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <MuiTextField
          select
          label={translate('app.breaches.data_categories')}
          value={categories}
          onChange={(event) =>
            setCategories(
              Array.from((event.target as unknown as HTMLSelectElement).selectedOptions).map(
                (o) => o.value,
              ),
            )
          }
          slotProps={{
            select: { native: true, multiple: true },
            inputLabel: { shrink: true },
          }}
        >
          {BREACH_DATA_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {translate(`app.breaches.categories.${c}`)}
            </option>
          ))}
        </MuiTextField>
        <MuiTextField
          label={translate('app.breaches.affected_consumers')}
          value={affected}
          onChange={(event) => setAffected(event.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <MuiTextField
          multiline
          minRows={3}
          label={translate('app.breaches.actions_taken')}
          value={actions}
          onChange={(event) => setActions(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </Stack>
    </FormDialog>
  );
};

/** When the Board was told about an incident. */
const ReportedDialog = ({ record, onClose }: { record: RaRecord | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [reportedAt, setReportedAt] = useState('');
  return (
    <FormDialog
      open={record !== null}
      title="app.breaches.reported_title"
      canSave={reportedAt !== ''}
      onClose={() => {
        setReportedAt('');
        onClose();
      }}
      onSave={async () => {
        try {
          await dataProvider.update('data-breaches', {
            id: record!.id,
            data: { reportedToBoardAt: instant(reportedAt) },
            previousData: record!,
          });
          notify('app.breaches.saved', { type: 'success' });
          setReportedAt('');
          refresh();
          onClose();
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      <MuiTextField
        type="datetime-local"
        label={translate('app.breaches.reported_at')}
        value={reportedAt}
        onChange={(event) => setReportedAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mt: 1 }}
        fullWidth
      />
    </FormDialog>
  );
};

/**
 * /admin/data-breaches (role 1): the breach register, newest first, with the Board's report due
 * 72 hours after detection (overdue until it is recorded); a row records when it was reported,
 * and its button tells the affected consumers by SMS (how many were told shows on the row).
 */
const DataBreachesPage = () => {
  const translate = useTranslate();
  const [recording, setRecording] = useState(false);
  const [opened, setOpened] = useState<RaRecord | null>(null);
  const [notifying, setNotifying] = useState<RaRecord | null>(null);
  return (
    <>
      <List
        resource="data-breaches"
        title="app.menu.data_breaches"
        disableSyncWithLocation
        storeKey="data-breaches.list"
        sx={TABLE_SCROLLS}
        exporter={false}
        actions={
          <TopToolbar>
            <Button variant="contained" onClick={() => setRecording(true)}>
              {translate('app.breaches.record')}
            </Button>
          </TopToolbar>
        }
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setOpened(record);
            return false;
          }}
          empty={<Stack sx={{ p: 2 }}>{translate('app.breaches.empty')}</Stack>}
        >
          <IndiaDateField source="detectedAt" sortBy="detected_at" showTime />
          <FunctionField
            source="dataCategories"
            sortable={false}
            render={(r: RaRecord) =>
              (r.dataCategories as string[])
                .map((c) => translate(`app.breaches.categories.${c}`))
                .join(', ')
            }
          />
          <NumberField source="affectedConsumers" sortable={false} locales="en-IN" />
          <IndiaDateField source="boardReportDueAt" sortable={false} showTime />
          <IndiaDateField source="reportedToBoardAt" sortable={false} showTime emptyText="—" />
          <BooleanField source="overdue" sortable={false} />
          <FunctionField
            source="notices"
            sortable={false}
            render={(r: RaRecord) => {
              const n = r.notices as {
                pending: number;
                sent: number;
                failed: number;
                skipped: number;
              };
              const total = n.pending + n.sent + n.failed + n.skipped;
              return total
                ? `${n.sent.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')}`
                : '—';
            }}
          />
          <FunctionField
            sortable={false}
            render={(r: RaRecord) => (
              <Button
                size="small"
                onClick={(event) => {
                  event.stopPropagation();
                  setNotifying(r);
                }}
              >
                {translate('app.breaches.notify')}
              </Button>
            )}
          />
        </Datagrid>
      </List>
      <RecordDialog open={recording} onClose={() => setRecording(false)} />
      <ReportedDialog record={opened} onClose={() => setOpened(null)} />
      <NoticeDialog record={notifying} onClose={() => setNotifying(null)} />
    </>
  );
};

export default DataBreachesPage;
