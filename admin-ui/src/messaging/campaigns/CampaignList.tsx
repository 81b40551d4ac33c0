import type { SmsCampaignView } from '@marketplace/contracts';
import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errors';
import { SimpleTable, when } from '../../common/tables';
import type { AdminDataProvider } from '../../dataProvider';

/** A campaign's delivery report: each consumer's mobile, status, reason and time. */
const DeliveryReport = ({ id }: { id: SmsCampaignView['id'] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  // A custom call of the dataProvider, cached beside the campaign's own queries.
  const { data: recipients } = useQuery({
    queryKey: ['sms-campaigns', 'recipients', id],
    queryFn: () => dataProvider.campaignRecipients(id),
  });
  if (!recipients) return null;
  return (
    <SimpleTable
      label={t('report')}
      head={[t('mobile'), t('status'), t('reason'), t('sent_at')]}
      rows={recipients.map((r) => [
        r.mobile ?? '–',
        t(`recipient_statuses.${r.status}`),
        r.reason ? t(`reasons.${r.reason}`, { _: r.reason }) : '',
        when(r.sentAt),
      ])}
    />
  );
};

/** The campaigns with their counts (read again every 5 s while they send); report and resume. */
export const CampaignList = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [report, setReport] = useState<number | null>(null);
  const { data } = useGetList<SmsCampaignView>(
    'sms-campaigns',
    { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' } },
    { refetchInterval: 5000 },
  );
  const resume = async (id: SmsCampaignView['id']) => {
    try {
      await dataProvider.resumeCampaign(id);
      await client.invalidateQueries({ queryKey: ['sms-campaigns'] });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  if (!data) return null;
  return (
    <Stack spacing={1}>
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('no_campaigns')}</Typography>
      ) : null}
      {data.map((c) => (
        <Box
          key={c.id}
          role="group"
          aria-label={t('campaign_named', { id: c.id })}
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              #{c.id} · {c.template?.name ?? '–'}
            </Typography>
            <Chip size="small" label={t(`statuses.${c.status}`)} />
            <Button size="small" onClick={() => setReport(report === c.id ? null : c.id)}>
              {t('report')}
            </Button>
            {c.status === 'waiting' || c.status === 'running' ? (
              <Button size="small" onClick={() => void resume(c.id)}>
                {t('resume')}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="body2" data-counts={c.id}>
            {t('counts', {
              recipients: c.recipients,
              sent: c.sent,
              pending: c.pending,
              failed: c.failed,
              skipped: c.skipped,
            })}
          </Typography>
          {report === c.id ? <DeliveryReport id={c.id} /> : null}
        </Box>
      ))}
    </Stack>
  );
};
