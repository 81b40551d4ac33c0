import { useState } from 'react';
import { Alert, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { GRIEVANCE_STATUSES, type AdminGrievanceView } from '@marketplace/contracts';
import {
  BooleanField,
  FunctionField,
  TextField,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { IndiaDateField } from '../common/IndiaDateField';
import { InboxAnswer, indiaTime } from '../common/inbox/InboxAnswer';
import { InboxList, statusChip, type InboxDetailProps } from '../common/inbox/InboxList';
import { useInboxRecord } from '../common/inbox/useInboxRecord';
import type { AdminDataProvider } from '../dataProvider';

/** One grievance: who raised it and what happened, and the answer (closing it, or not yet). */
const AnswerDialog = ({ id, onClose }: InboxDetailProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { record: grievance, act } = useInboxRecord<AdminGrievanceView>('grievances', id);
  const [answer, setAnswer] = useState('');
  const [keepOpen, setKeepOpen] = useState(false);
  const closed = grievance?.status === 'closed';
  return (
    <FormDialog
      open={id !== null}
      title={grievance ? grievance.reference : 'app.grievances.title'}
      canSave={!closed && answer.trim().length >= 2}
      saveLabel={keepOpen ? 'app.grievances.answer_keep_open' : 'app.grievances.answer_close'}
      onClose={onClose}
      onSave={async () => {
        const answered = await act(
          () => dataProvider.answerGrievance(id!, answer.trim(), !keepOpen),
          'app.grievances.answered',
        );
        if (answered) onClose();
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
              created: indiaTime(grievance.createdAt),
              due: indiaTime(grievance.dueBy),
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
              <InboxAnswer
                label="app.grievances.your_answer"
                value={answer}
                maxLength={2000}
                onChange={setAnswer}
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
  return (
    <InboxList
      resource="grievances"
      title="app.menu.grievances"
      storeKey="grievances.list"
      texts="app.grievances"
      statuses={GRIEVANCE_STATUSES}
      sort={{ field: 'created_at', order: 'ASC' }}
      detail={AnswerDialog}
    >
      <TextField source="reference" sortable={false} />
      <TextField source="name" sortable={false} />
      <FunctionField
        source="category"
        sortable={false}
        render={(r: RaRecord) => translate(`app.grievances.categories.${r.category}`)}
      />
      <FunctionField source="status" render={statusChip('app.grievances.statuses')} />
      <BooleanField source="overdue" sortable={false} />
      <IndiaDateField source="createdAt" sortBy="created_at" showTime />
      <IndiaDateField source="dueBy" sortable={false} />
    </InboxList>
  );
};

export default GrievancesPage;
