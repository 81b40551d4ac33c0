import { Alert, Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { CallLeadView } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';
import { SimpleTable, when } from '../common/tables';

/** 98765 43210, as an agent reads it out. */
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/** The lead an agent works: who to call, why, and the calls made so far. */
export const LeadCard = ({ lead }: { lead: CallLeadView }) => {
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
