import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAD_KINDS, type LeadKind, type TelecallingAgentView } from '@marketplace/contracts';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { SimpleTable } from '../common/tables';

/** Role 1: each agent's day and the leads waiting; an agent's daily cap. */
export const SupervisorView = () => {
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
