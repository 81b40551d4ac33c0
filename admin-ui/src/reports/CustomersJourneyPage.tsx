import type {
  CustomerJourney,
  DropOffRow,
  JourneyConsumer,
  JourneyEventView,
} from '@marketplace/contracts';
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/http';
import { PeriodPicker, usePeriod } from '../common/PeriodPicker';
import { errorMessage } from '../common/errors';
import { SimpleTable, when } from '../common/tables';
import { ApplicationCard } from './ApplicationCard';

/** One consumer's journey: the events in order, then each application's offers and statuses. */
const TimelineView = ({ userId, onBack }: { userId: string; onBack: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.journey.${key}`, options);
  const reason = (code: string) => translate(`app.reports.reasons.${code}`, { _: code });
  const { data, error } = useQuery({
    queryKey: ['customer-journey', userId],
    queryFn: () =>
      api<{ data: CustomerJourney }>(`/admin/customers-journey/${userId}`).then((a) => a.data),
    retry: false,
  });
  const summary = (e: JourneyEventView) => {
    if (e.type === 'offers_shown') {
      const failed = (e.details.failed ?? []).map(
        (f) => `${f.lender} (${f.reasons.map(reason).join(', ')})`,
      );
      return [
        t('matched', { lenders: (e.details.matched ?? []).join(', ') || '–' }),
        failed.length ? t('not_matched', { lenders: failed.join('; ') }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    }
    if (e.type === 'status_changed')
      return [e.details.status, e.details.subStatus].filter(Boolean).join(' / ');
    if (e.type === 'language_changed') return String(e.details.language ?? '');
    return '';
  };
  return (
    <Box>
      <Button onClick={onBack} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {data.consumer.name ?? t('no_name')} · {data.consumer.mobile}
          </Typography>
          <Card variant="outlined" component="section" aria-labelledby="timeline-heading">
            <CardContent>
              <Typography variant="h6" component="h3" id="timeline-heading">
                {t('timeline')}
              </Typography>
              <SimpleTable
                label={t('timeline')}
                head={[
                  t('at'),
                  t('event'),
                  t('product'),
                  t('lender'),
                  t('partner'),
                  t('utm'),
                  t('details'),
                ]}
                rows={data.events.map((e) => [
                  when(e.at),
                  t(`events.${e.type}`),
                  e.product ?? '–',
                  e.lender ?? '–',
                  [e.partner, e.merchant].filter(Boolean).join(' / ') || '–',
                  [e.utm.source, e.utm.medium, e.utm.campaign].filter(Boolean).join(' / ') || '–',
                  summary(e),
                ])}
              />
            </CardContent>
          </Card>
          {data.applications.map((a) => (
            <ApplicationCard key={a.id} application={a} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
};

/** Search by mobile, application id or name; the matches, each opening its journey. */
const FindConsumer = ({
  q,
  onSearch,
  onOpen,
}: {
  q: string | null;
  onSearch: (q: string) => void;
  onOpen: (id: number) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.journey.${key}`);
  const [text, setText] = useState(q ?? '');
  const { data, error } = useQuery({
    queryKey: ['customer-search', q],
    queryFn: () =>
      api<{ data: JourneyConsumer[] }>(
        `/admin/customers-journey?${new URLSearchParams({ q: q! })}`,
      ).then((a) => a.data),
    enabled: q !== null,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ my: 2 }}>
        <TextField
          size="small"
          label={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" variant="contained">
          {t('find')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? (
        data.length === 0 ? (
          <Typography>{t('none_found')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('results')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('mobile')}</TableCell>
                  <TableCell>{t('name')}</TableCell>
                  <TableCell>{t('applications')}</TableCell>
                  <TableCell>{t('last_seen')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{c.mobile}</TableCell>
                    <TableCell>{c.name ?? '–'}</TableCell>
                    <TableCell>{c.applications}</TableCell>
                    <TableCell>{when(c.lastEventAt)}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => onOpen(c.id)}>
                        {t('open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      ) : null}
    </Box>
  );
};

/** Where the consumers who chose a product in the period stopped, per product and partner. */
const DropOff = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.journey.${key}`, options);
  const period = usePeriod('last30');
  const { from, to } = period.period;
  const { data, error } = useQuery({
    queryKey: ['drop-off', from, to],
    queryFn: () =>
      api<{ data: DropOffRow[] }>(`/admin/customers-journey/drop-off?from=${from}&to=${to}`).then(
        (a) => a.data,
      ),
    retry: false,
  });
  const share = (n: number, of: number) => (of ? `${n} (${Math.round((n / of) * 100)}%)` : '0');
  return (
    <Box sx={{ mt: 2 }}>
      <PeriodPicker state={period} />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {translate('app.reports.period', { from, to })}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? (
        data.length === 0 ? (
          <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
        ) : (
          <SimpleTable
            label={t('drop_off')}
            head={[
              t('product'),
              t('partner'),
              t('steps.chose'),
              t('steps.profile_saved'),
              t('steps.offers_shown'),
              t('steps.handed_off'),
              t('steps.sanctioned'),
              t('steps.disbursed'),
            ]}
            rows={data.map((r) => [
              r.product,
              r.partner ?? t('direct'),
              r.chose,
              share(r.profileSaved, r.chose),
              share(r.offersShown, r.chose),
              share(r.handedOff, r.chose),
              share(r.sanctioned, r.chose),
              share(r.disbursed, r.chose),
            ])}
          />
        )
      ) : null}
    </Box>
  );
};

/**
 * /admin/customers-journey (roles 1 and 2): find a consumer and read their journey
 * (`?q=` and `?user={id}` keep both in the address, so Back returns to the matches), or see
 * where the consumers of a period stopped.
 */
const CustomersJourneyPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<'find' | 'drop-off'>('find');
  const user = params.get('user');
  const q = params.get('q');
  const keep = (values: Record<string, string>) => setParams(q ? { q, ...values } : values);
  return (
    <Box>
      <Title title="app.menu.customers_journey" />
      <Tabs
        value={tab}
        onChange={(_event, value: 'find' | 'drop-off') => setTab(value)}
        aria-label={translate('app.menu.customers_journey')}
        variant="scrollable"
      >
        <Tab value="find" label={translate('app.journey.tabs.find')} />
        <Tab value="drop-off" label={translate('app.journey.tabs.drop_off')} />
      </Tabs>
      {tab === 'drop-off' ? (
        <DropOff />
      ) : user ? (
        <TimelineView userId={user} onBack={() => keep({})} />
      ) : (
        <FindConsumer
          q={q}
          onSearch={(text) => setParams({ q: text })}
          onOpen={(id) => keep({ user: String(id) })}
        />
      )}
    </Box>
  );
};

export default CustomersJourneyPage;
