import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONNECTED_DISPOSITIONS,
  DISPOSITIONS_WITH_CALLBACK,
  DISPOSITIONS_WITH_REASON,
  LEAD_KINDS,
  NOT_CONNECTED_DISPOSITIONS,
  type CallLeadView,
  type Disposition,
  type LeadKind,
  type TelecallingAgentView,
  type TelecallingDayView,
} from '@marketplace/contracts';
import { Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { SimpleTable, when } from '../common/tables';

/** 98765 43210, as an agent reads it out. */
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** What the call came to: the two groups of dispositions, and what each needs. */
const DispositionForm = ({ lead, onSaved }: { lead: CallLeadView; onSaved: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.telecalling.${key}`, options);
  const notify = useNotify();
  const [disposition, setDisposition] = useState<Disposition | ''>('');
  const [reason, setReason] = useState('');
  const [callbackAt, setCallbackAt] = useState('');
  const [note, setNote] = useState('');
  const needsReason = disposition !== '' && DISPOSITIONS_WITH_REASON.includes(disposition);
  const takesCallback = disposition !== '' && DISPOSITIONS_WITH_CALLBACK.includes(disposition);
  const save = useMutation({
    mutationFn: () =>
      api(
        `/admin/telecalling/leads/${lead.id}/disposition`,
        jsonRequest('POST', {
          disposition,
          ...(needsReason && { reason: reason.trim() }),
          // The agent types India time, whatever the computer's time zone.
          ...(takesCallback && callbackAt && { callbackAt: `${callbackAt}:00+05:30` }),
          ...(note.trim() && { note: note.trim() }),
        }),
      ),
    onSuccess: () => {
      notify('app.telecalling.saved', { type: 'success' });
      onSaved();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const canSave =
    disposition !== '' &&
    (!needsReason || reason.trim().length >= 2) &&
    (disposition !== 'callback' || callbackAt !== '');
  const group = (name: string, options: readonly Disposition[]) => (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t(name)}</FormLabel>
      <RadioGroup
        name={`disposition-${name}`}
        value={options.includes(disposition as Disposition) ? disposition : ''}
        onChange={(event) => setDisposition(event.target.value as Disposition)}
      >
        {options.map((d) => (
          <FormControlLabel key={d} value={d} control={<Radio />} label={t(`dispositions.${d}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={t('outcome')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (canSave && !save.isPending) save.mutate();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        {group('connected', CONNECTED_DISPOSITIONS)}
        {group('not_connected', NOT_CONNECTED_DISPOSITIONS)}
      </Stack>
      {needsReason ? (
        <TextField
          label={t('reason')}
          value={reason}
          required
          slotProps={{ htmlInput: { maxLength: 500 } }}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {takesCallback ? (
        <TextField
          type="datetime-local"
          label={t('callback_at')}
          helperText={disposition === 'documents_pending' ? t('callback_default') : ' '}
          value={callbackAt}
          required={disposition === 'callback'}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setCallbackAt(event.target.value)}
        />
      ) : null}
      <TextField
        multiline
        minRows={2}
        label={t('note')}
        value={note}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('save')}
      </Button>
    </Stack>
  );
};

/** The lead an agent works: who to call, why, and the calls made so far. */
const LeadCard = ({ lead }: { lead: CallLeadView }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.telecalling.${key}`, options);
  const a = lead.application;
  return (
    <Card variant="outlined" component="section" aria-labelledby="lead-heading">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="h6" component="h3" id="lead-heading">
            {lead.consumer.name ?? t('no_name')}
          </Typography>
          <Chip size="small" label={t(`kinds.${lead.kind}`)} />
          {lead.callback ? (
            <Chip
              size="small"
              color="warning"
              label={t('callback_due', { at: when(lead.dueAt) })}
            />
          ) : null}
        </Stack>
        <Typography sx={{ mt: 1 }}>
          <Link href={`tel:+91${lead.consumer.mobile}`} sx={{ fontSize: '1.25rem' }}>
            {t('call', { mobile: spaced(lead.consumer.mobile) })}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('lead_facts', {
            language: lead.consumer.language ?? '–',
            attempts: lead.attemptsTotal,
            today: lead.attemptsToday,
          })}
        </Typography>
        {a ? (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('application', {
              product: a.product ?? '–',
              status: translate(`app.reports.statuses.${a.status}`, { _: a.status }),
              lender: a.lender ?? '–',
              at: when(a.offersShownAt),
            })}
          </Typography>
        ) : null}
        {lead.helpRequest ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {lead.helpRequest}
          </Alert>
        ) : null}
        {lead.history.length ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h4">
              {t('history')}
            </Typography>
            <SimpleTable
              label={t('history')}
              head={[t('at'), t('outcome'), t('agent'), t('note_column')]}
              rows={lead.history.map((h) => [
                when(h.at),
                [t(`dispositions.${h.disposition}`), h.reason].filter(Boolean).join(': '),
                h.agent ?? '–',
                h.note ?? '',
              ])}
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};

const CURRENT_LEAD = ['telecalling-current'];
const MY_DAY = ['telecalling-day'];

/** The agent's day beside 'Next lead': the queue, their callbacks and calls, the cap. */
const DayPanel = ({ day }: { day: TelecallingDayView }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.telecalling.day.${key}`, options);
  const figures: [string, string | number][] = [
    [t('queue'), day.queueSize],
    [t('callbacks_due'), day.callbacksDue],
    [t('callbacks_later'), day.callbacksLater],
    [t('calls'), day.callsToday],
    [t('dealt'), t('dealt_value', { dealt: day.dealtToday, cap: day.dailyCap })],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="day-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="day-heading" gutterBottom>
          {t('title')}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

/** Role 3: 'Next lead', the lead, and what the call came to. */
const AgentDesk = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.telecalling.${key}`);
  const client = useQueryClient();
  // The lead held, read again whenever the page mounts (a reload, a change of language).
  const { data: lead } = useQuery({
    queryKey: CURRENT_LEAD,
    queryFn: () =>
      api<{ data: CallLeadView | null }>('/admin/telecalling/current').then((a) => a.data),
  });
  const { data: day } = useQuery({
    queryKey: MY_DAY,
    queryFn: () => api<{ data: TelecallingDayView }>('/admin/telecalling/day').then((a) => a.data),
    refetchInterval: 60_000,
  });
  const [noneDue, setNoneDue] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closed = day ? !day.inHours : false;
  const take = useMutation({
    mutationFn: () =>
      api<{ data: CallLeadView | null }>('/admin/telecalling/next', { method: 'POST' }),
    onSuccess: ({ data }) => {
      setError(null);
      setNoneDue(data === null);
      client.setQueryData(CURRENT_LEAD, data);
      void client.invalidateQueries({ queryKey: MY_DAY });
    },
    onError: (e) => {
      setNoneDue(false);
      setError(errorMessage(e));
    },
  });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {lead ? null : (
          <Stack spacing={1}>
            <Button
              variant="contained"
              size="large"
              onClick={() => take.mutate()}
              disabled={take.isPending || closed}
              aria-describedby={closed ? 'next-lead-closed' : undefined}
            >
              {t('next')}
            </Button>
            {closed && day ? (
              <Typography id="next-lead-closed" role="status" variant="body2">
                {translate('app.telecalling.day.closed', day.hours)}
              </Typography>
            ) : null}
          </Stack>
        )}
        {day ? <DayPanel day={day} /> : null}
      </Stack>
      {error ? (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      ) : null}
      {noneDue && !lead ? <Typography role="status">{t('none_due')}</Typography> : null}
      {lead ? (
        <>
          <LeadCard lead={lead} />
          <Card variant="outlined">
            <CardContent>
              <DispositionForm
                key={lead.id}
                lead={lead}
                onSaved={() => {
                  client.setQueryData(CURRENT_LEAD, null);
                  void client.invalidateQueries({ queryKey: MY_DAY });
                }}
              />
            </CardContent>
          </Card>
        </>
      ) : null}
    </Stack>
  );
};

/** Role 1: each agent's day and the leads waiting; an agent's daily cap. */
const SupervisorView = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.telecalling.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const [editing, setEditing] = useState<TelecallingAgentView | null>(null);
  const [cap, setCap] = useState('');
  const { data, error } = useQuery({
    queryKey: ['telecalling-agents'],
    queryFn: () =>
      api<{
        data: {
          agents: TelecallingAgentView[];
          queue: { kind: LeadKind; dueNow: number; later: number }[];
        };
      }>('/admin/telecalling/agents').then((a) => a.data),
    refetchInterval: 60_000,
  });
  const waiting = (kind: LeadKind) => data?.queue.find((q) => q.kind === kind);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Card variant="outlined" component="section" aria-labelledby="queue-heading">
            <CardContent>
              <Typography variant="h6" component="h3" id="queue-heading" gutterBottom>
                {t('queue')}
              </Typography>
              <SimpleTable
                label={t('queue')}
                head={[t('kind'), t('due_now'), t('later')]}
                rows={LEAD_KINDS.map((k) => [
                  t(`kinds.${k}`),
                  waiting(k)?.dueNow ?? 0,
                  waiting(k)?.later ?? 0,
                ])}
              />
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="agents-heading">
            <CardContent>
              <Typography variant="h6" component="h3" id="agents-heading" gutterBottom>
                {t('agents')}
              </Typography>
              {data.agents.length === 0 ? (
                <Typography color="text.secondary">{t('no_agents')}</Typography>
              ) : (
                <Stack spacing={1}>
                  {data.agents.map((a) => (
                    <Box
                      key={a.id}
                      role="group"
                      aria-label={a.name}
                      sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
                    >
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        useFlexGap
                      >
                        <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                        <Chip
                          size="small"
                          color={a.active ? 'success' : 'default'}
                          label={t(a.active ? 'active' : 'inactive')}
                        />
                        <Button
                          size="small"
                          onClick={() => {
                            setCap(String(a.dailyCap));
                            setEditing(a);
                          }}
                        >
                          {t('set_cap')}
                        </Button>
                      </Stack>
                      <Typography variant="body2">
                        {t('agent_day', {
                          assigned: a.assignedToday,
                          cap: a.dailyCap,
                          worked: a.workedToday,
                        })}
                      </Typography>
                      <Typography
                        variant="body2"
                        color={a.callbacksOverdue ? 'error' : 'text.secondary'}
                      >
                        {t('agent_callbacks', {
                          upcoming: a.callbacksUpcoming,
                          due: a.callbacksDue,
                          overdue: a.callbacksOverdue,
                        })}
                      </Typography>
                      {Object.keys(a.dispositions).length ? (
                        <Typography variant="body2" color="text.secondary">
                          {Object.entries(a.dispositions)
                            .map(([d, n]) => `${t(`dispositions.${d}`)}: ${n}`)
                            .join(' · ')}
                        </Typography>
                      ) : null}
                    </Box>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </>
      ) : null}
      <FormDialog
        open={editing !== null}
        title={editing ? t('cap_title', { name: editing.name }) : 'app.telecalling.set_cap'}
        canSave={/^\d{1,3}$/.test(cap) && Number(cap) >= 1 && Number(cap) <= 500}
        onClose={() => setEditing(null)}
        onSave={async () => {
          try {
            await api(
              `/admin/telecalling/agents/${editing!.id}`,
              jsonRequest('PUT', { dailyCap: Number(cap) }),
            );
            notify('app.telecalling.cap_saved', { type: 'success' });
            setEditing(null);
            await client.invalidateQueries({ queryKey: ['telecalling-agents'] });
          } catch (e) {
            notify(errorMessage(e), { type: 'error' });
          }
        }}
      >
        <TextField
          label={t('daily_cap')}
          value={cap}
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          onChange={(event) => setCap(event.target.value.replace(/\D/g, ''))}
        />
      </FormDialog>
    </Stack>
  );
};

/**
 * /admin/telecalling (roles 1 and 3): agents work the calling queue one lead at a time;
 * supervisors see every agent's day. Leads are handed out from 09:00 to 19:00 India time.
 */
const TelecallingPage = () => {
  const { permissions } = usePermissions<number>();
  return (
    <Box>
      <Title title="app.menu.telecalling" />
      {permissions === 3 ? <AgentDesk /> : permissions === 1 ? <SupervisorView /> : null}
    </Box>
  );
};

export default TelecallingPage;
