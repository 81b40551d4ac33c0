import { useEffect, useState } from 'react';
import { Alert, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { GRIEVANCE_STATUSES, type AdminGrievanceView } from '@marketplace/contracts';
import {
  BooleanField,
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
import { FormDialog } from '../common/dialogs';
import { StatusChip } from '../common/StatusChip';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { TABLE_SCROLLS } from '../common/styles';
import { IndiaDateField } from '../common/IndiaDateField';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });

/** One grievance: who raised it and what happened, and the answer (closing it, or not yet). */
const AnswerDialog = ({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [grievance, setGrievance] = useState<AdminGrievanceView | null>(null);
  const [answer, setAnswer] = useState('');
  const [keepOpen, setKeepOpen] = useState(false);
  useEffect(() => {
    setGrievance(null);
    setAnswer('');
    setKeepOpen(false);
    if (id !== null)
      dataProvider
        .getOne('grievances', { id })
        .then(({ data }) => setGrievance(data as unknown as AdminGrievanceView))
        .catch((error: unknown) => notify(errorMessage(error), { type: 'error' }));
  }, [id]);
  const closed = grievance?.status === 'closed';
  return (
    <FormDialog
      open={id !== null}
      title={grievance ? grievance.reference : 'app.grievances.title'}
      canSave={!closed && answer.trim().length >= 2}
      saveLabel={keepOpen ? 'app.grievances.answer_keep_open' : 'app.grievances.answer_close'}
      onClose={onClose}
      onSave={async () => {
        try {
          await dataProvider.answerGrievance(id!, answer.trim(), !keepOpen);
          notify('app.grievances.answered', { type: 'success' });
          refresh();
          onClose();
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      {grievance ? (
        <Stack spacing={1.5}>
          {grievance.overdue ? (
            <Alert severity="error">{translate('app.grievances.overdue_note')}</Alert>
          ) : null}
          <Typography variant="body2">
            {grievance.name} · {grievance.phoneNumber}
            {grievance.email ? ` · ${grievance.email}` : ''}
          </Typography>
          <Typography variant="body2">
            {translate(`app.grievances.categories.${grievance.category}`)} ·{' '}
            {translate('app.grievances.raised', {
              created: when(grievance.createdAt),
              due: when(grievance.dueBy),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {grievance.description}
          </Typography>
          {grievance.answer ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {translate('app.grievances.last_answer', { answer: grievance.answer })}
            </Typography>
          ) : null}
          {closed ? (
            <Typography color="text.secondary">{translate('app.grievances.is_closed')}</Typography>
          ) : (
            <>
              <MuiTextField
                multiline
                minRows={3}
                label={translate('app.grievances.your_answer')}
                value={answer}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                onChange={(event) => setAnswer(event.target.value)}
              />
              <SelectKeepOpen value={keepOpen} onChange={setKeepOpen} />
            </>
          )}
        </Stack>
      ) : null}
    </FormDialog>
  );
};

/** Whether the answer closes the grievance (the default) or leaves it open. */
const SelectKeepOpen = ({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (keepOpen: boolean) => void;
}) => {
  const translate = useTranslate();
  return (
    <MuiTextField
      select
      label={translate('app.grievances.after_answer')}
      value={value ? 'open' : 'close'}
      onChange={(event) => onChange(event.target.value === 'open')}
      slotProps={{ select: { native: true } }}
    >
      <option value="close">{translate('app.grievances.then_close')}</option>
      <option value="open">{translate('app.grievances.then_keep_open')}</option>
    </MuiTextField>
  );
};

/** /admin/grievances (role 1): every grievance, open ones first; a row opens it to answer. */
const GrievancesPage = () => {
  const translate = useTranslate();
  const [opened, setOpened] = useState<RaRecord['id'] | null>(null);
  return (
    <>
      <List
        resource="grievances"
        title="app.menu.grievances"
        disableSyncWithLocation
        storeKey="grievances.list"
        sx={TABLE_SCROLLS}
        exporter={false}
        sort={{ field: 'created_at', order: 'ASC' }}
        filterDefaultValues={{ status: 'open' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput
            key="status"
            source="status"
            label="app.grievances.status"
            alwaysOn
            choices={GRIEVANCE_STATUSES.map((id) => ({
              id,
              name: `app.grievances.statuses.${id}`,
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
          empty={<Stack sx={{ p: 2 }}>{translate('app.grievances.empty')}</Stack>}
        >
          <TextField source="reference" sortable={false} />
          <TextField source="name" sortable={false} />
          <FunctionField
            source="category"
            sortable={false}
            render={(r: RaRecord) => translate(`app.grievances.categories.${r.category}`)}
          />
          <FunctionField
            source="status"
            render={(r: RaRecord) => (
              <StatusChip status={r.status} labels="app.grievances.statuses" />
            )}
          />
          <BooleanField source="overdue" sortable={false} />
          <IndiaDateField source="createdAt" sortBy="created_at" showTime />
          <IndiaDateField source="dueBy" sortable={false} />
        </Datagrid>
      </List>
      <AnswerDialog id={opened} onClose={() => setOpened(null)} />
    </>
  );
};

export default GrievancesPage;
