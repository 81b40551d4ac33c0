import { useEffect, useState } from 'react';
import { Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { TICKET_STATUSES, type PartnerTicketView } from '@marketplace/contracts';
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
import { FormDialog } from '../common/dialogs';
import { StatusChip } from '../common/StatusChip';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { TABLE_SCROLLS } from '../common/styles';
import { IndiaDateField } from '../common/IndiaDateField';

/** A ticket's thread, an answer box and Close (role 1). */
const TicketDialog = ({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [ticket, setTicket] = useState<PartnerTicketView | null>(null);
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    setAnswer('');
    setTicket(null);
    if (id !== null)
      dataProvider
        .getOne<Omit<PartnerTicketView, 'id'> & RaRecord>('partner-tickets', { id })
        .then(({ data }) => setTicket(data as unknown as PartnerTicketView))
        .catch((error: unknown) => notify(errorMessage(error), { type: 'error' }));
  }, [id]);
  const act = async (work: () => Promise<PartnerTicketView>, done: string) => {
    try {
      setTicket(await work());
      setAnswer('');
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
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
        act(() => dataProvider.answerTicket(id!, answer.trim()), 'app.tickets.answered_done')
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
                {translate(`app.tickets.author.${m.author_type}`)} ·{' '}
                {new Date(m.created_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
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
              <MuiTextField
                multiline
                minRows={3}
                label={translate('app.tickets.your_answer')}
                value={answer}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
                onChange={(event) => setAnswer(event.target.value)}
              />
              <Box>
                <Button
                  color="warning"
                  onClick={() =>
                    void act(() => dataProvider.closeTicket(id!), 'app.tickets.closed_done')
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
  const [opened, setOpened] = useState<RaRecord['id'] | null>(null);
  return (
    <>
      <List
        resource="partner-tickets"
        title="app.menu.merchant_management"
        disableSyncWithLocation
        storeKey="merchant-management.tickets"
        sx={TABLE_SCROLLS}
        exporter={false}
        sort={{ field: 'updated_at', order: 'DESC' }}
        filterDefaultValues={{ status: 'open' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput
            key="status"
            source="status"
            label="app.tickets.status"
            alwaysOn
            choices={TICKET_STATUSES.map((id) => ({
              id,
              name: `app.tickets.statuses.${id}`,
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
          empty={<Stack sx={{ p: 2 }}>{translate('app.tickets.empty')}</Stack>}
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
          <FunctionField
            source="status"
            render={(r: RaRecord) => <StatusChip status={r.status} labels="app.tickets.statuses" />}
          />
          <IndiaDateField source="updated_at" showTime />
        </Datagrid>
      </List>
      <TicketDialog id={opened} onClose={() => setOpened(null)} />
    </>
  );
};

export default TicketsPanel;
