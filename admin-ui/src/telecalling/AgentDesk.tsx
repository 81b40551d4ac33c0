import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallLeadView, TelecallingDayView } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';
import { api } from '../api/http';
import { errorMessage } from '../common/errors';
import { DayPanel } from './DayPanel';
import { DispositionForm } from './DispositionForm';
import { LeadCard } from './LeadCard';

const CURRENT_LEAD = ['telecalling-current'];
const MY_DAY = ['telecalling-day'];

/** Role 3: 'Next lead', the lead, and what the call came to. */
export const AgentDesk = () => {
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
