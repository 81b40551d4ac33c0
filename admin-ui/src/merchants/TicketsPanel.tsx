import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { TICKET_STATUSES, type PartnerTicketView } from '@marketplace/contracts';
import {
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

/** A ticket's thread, an answer box and Close (role 1). */
const TicketDialog = ({ id, onClose }: InboxDetailProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { record: ticket, act } = useInboxRecord<PartnerTicketView>('partner-tickets', id);
  const [answer, setAnswer] = useState('');
  const run = async (work: () => Promise<PartnerTicketView>, done: string) => {
    if (await act(work, done)) setAnswer('');
  };
  const closed = ticket?.status === 'closed';
  return (
    <FormDialog
      open={id !== null}
      title={ticket ? `${ticket.reference}: ${ticket.subject}` : 'app.tickets.title'}
      canSave={!closed && answer.trim().length >= 3}
      saveLabel="app.tickets.answer"
      onClose={onClose}
      onSave={() =>
        run(() => dataProvider.answerTicket(id!, answer.trim()), 'app.tickets.answered_done')
      }
    >
      {ticket ? (
        <Stack spacing={1.5}>
          <Typography variant="body2">
            {[
              ticket.partner_name,
              ticket.merchant_name,
              translate(`app.tickets.category.${ticket.category}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {ticket.messages?.map((m) => (
            <Box
              key={m.id}
              sx={{
                p: 1,
                borderRadius: 1,
                bgcolor: m.author_type === 'admin' ? 'action.selected' : 'action.hover',
              }}
            >
              <Typography variant="caption">
                {translate(`app.tickets.author.${m.author_type}`)} · {indiaTime(m.created_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Typography>
            </Box>
          ))}
          {closed ? (
            <Typography color="text.secondary">{translate('app.tickets.is_closed')}</Typography>
          ) : (
            <>
              <InboxAnswer
                label="app.tickets.your_answer"
                value={answer}
                maxLength={4000}
                onChange={setAnswer}
              />
              <Box>
                <Button
                  color="warning"
                  onClick={() =>
                    void run(() => dataProvider.closeTicket(id!), 'app.tickets.closed_done')
                  }
                >
                  {translate('app.tickets.close')}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      ) : null}
    </FormDialog>
  );
};

/** Every partner's tickets, open ones first by default; a row opens its thread. */
const TicketsPanel = () => {
  const translate = useTranslate();
  return (
    <InboxList
      resource="partner-tickets"
      title="app.menu.merchant_management"
      storeKey="merchant-management.tickets"
      texts="app.tickets"
      statuses={TICKET_STATUSES}
      sort={{ field: 'updated_at', order: 'DESC' }}
      detail={TicketDialog}
    >
      <TextField source="reference" sortable={false} />
      <TextField source="partner_name" sortable={false} />
      <TextField source="merchant_name" sortable={false} emptyText="—" />
      <FunctionField
        source="category"
        sortable={false}
        render={(r: RaRecord) => translate(`app.tickets.category.${r.category}`)}
      />
      <TextField source="subject" sortable={false} />
      <FunctionField source="status" render={statusChip('app.tickets.statuses')} />
      <IndiaDateField source="updated_at" showTime />
    </InboxList>
  );
};

export default TicketsPanel;
