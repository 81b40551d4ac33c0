import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSENT_PURPOSES, type CsrConsumerView, type CsrRevealable } from '@marketplace/contracts';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../api/http';
import { adminPath } from '../auth/pages';
import { errorMessage } from '../common/errors';
import { SimpleTable, when } from '../common/tables';
import { ApplicationCard } from '../reports/ApplicationCard';
import { CsrProfile } from './CsrProfile';
import { Notes } from './Notes';
import { ReasonDialog, type Pending } from './ReasonDialog';
import { Section } from './Section';

export { CsrSearchPage } from './CsrSearchPage';

/** /admin/csr-portal/{userId}/{prospectAppId}: everything about one consumer. */
export const CsrConsumerPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.csr.${key}`, options);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id = '', pid = '' } = useParams();
  const userId = Number(id);
  const [revealed, setRevealed] = useState<Partial<Record<CsrRevealable, string | null>>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const { data, error } = useQuery({
    queryKey: ['csr-consumer', userId],
    queryFn: () =>
      api<{ data: CsrConsumerView }>(`/admin/csr/consumers/${userId}`).then((a) => a.data),
    retry: false,
  });

  const c = data?.consumer;
  const yes = (flag: boolean) => translate(flag ? 'app.csr.yes' : 'app.csr.no');

  return (
    <Box>
      <Title title="app.menu.csr_portal" />
      <Button onClick={() => navigate(adminPath('/csr-portal'))} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data && c ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {[c.firstName, c.lastName].filter(Boolean).join(' ') || t('no_name')} · {c.mobile}
          </Typography>
          {data.consents.erasureRequestedAt ? (
            <Alert severity="warning">
              {t('erasure_requested', { at: when(data.consents.erasureRequestedAt) })}
            </Alert>
          ) : null}
          <CsrProfile data={data} revealed={revealed} onPending={setPending} />
          <Section id="csr-applications" title={t('applications')}>
            {data.applications.length === 0 ? (
              <Typography color="text.secondary">{t('none')}</Typography>
            ) : (
              <Stack spacing={1}>
                {data.applications.map((a) => (
                  <ApplicationCard
                    key={a.id}
                    application={a}
                    highlighted={a.prospectAppId === pid}
                  />
                ))}
              </Stack>
            )}
          </Section>
          <Section id="csr-hand-offs" title={t('hand_offs')}>
            <SimpleTable
              label={t('hand_offs')}
              head={[t('at'), t('lender'), t('status'), t('reference'), t('kfs')]}
              rows={data.handOffs.map((h) => [
                when(h.createdAt),
                h.lender,
                h.status,
                h.lenderReference ?? '–',
                h.kfsNumber ?? '–',
              ])}
              empty={t('none')}
            />
          </Section>
          <Section id="csr-help" title={t('help_requests')}>
            <SimpleTable
              label={t('help_requests')}
              head={[t('at'), t('status'), t('description')]}
              rows={data.helpRequests.map((h) => [when(h.createdAt), h.status, h.description])}
              empty={t('none')}
            />
          </Section>
          <Section id="csr-consents" title={t('consents')}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {data.consents.agreedVersion === null
                ? t('notice_never')
                : t('notice_agreed', { version: data.consents.agreedVersion })}
            </Typography>
            <SimpleTable
              label={t('consents')}
              head={[t('purpose'), t('granted'), t('since')]}
              rows={CONSENT_PURPOSES.map((p) => [
                t(`purposes.${p}`),
                yes(data.consents.purposes[p].granted),
                when(data.consents.purposes[p].since),
              ])}
            />
          </Section>
          <Notes
            userId={userId}
            notes={data.notes}
            applications={data.applications.map((a) => a.id)}
          />
          <Section id="csr-visits" title={t('visits')}>
            <SimpleTable
              label={t('visits')}
              head={[t('at'), t('partner'), t('utm'), t('prospect')]}
              rows={data.prospectApplications.map((p) => [
                when(p.createdAt),
                p.partner ?? t('direct'),
                [p.utmSource, p.utmCampaign].filter(Boolean).join(' / ') || '–',
                p.id,
              ])}
            />
          </Section>
        </Stack>
      ) : null}
      <ReasonDialog
        userId={userId}
        pending={pending}
        cases={data?.revealCases ?? []}
        revealsLeft={data?.revealsLeftToday ?? 0}
        onClose={() => setPending(null)}
        onDone={(done, result) => {
          if (done.kind === 'reveal') {
            setRevealed((r) => ({ ...r, [done.field]: result.value ?? '–' }));
            // The reveals left today.
            void client.invalidateQueries({ queryKey: ['csr-consumer', userId] });
          } else if (result.view) {
            setRevealed({});
            client.setQueryData(['csr-consumer', userId], result.view);
          }
        }}
      />
    </Box>
  );
};
