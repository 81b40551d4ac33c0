import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { notifySaved } from '../common/approvals';
import { errorMessage } from '../common/errors';
import {
  getIntegration,
  getIntegrationHealth,
  saveIntegration,
  type IntegrationChange,
  type IntegrationHealth,
  type IntegrationSettings,
} from './integrationApi';

const ms = (value: number | null) =>
  value === null ? '—' : `${new Intl.NumberFormat('en-IN').format(value)} ms`;

/**
 * A lender's API integration (docs/lender-integrations.md), beside the lender's form: the API
 * address, a write-only API key, the timeout and the webhook secret (shown once, when made), and
 * today's health of its submissions and webhooks.
 */
export const LenderIntegration = ({ lenderId }: { lenderId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<IntegrationSettings | null>(null);
  const [health, setHealth] = useState<IntegrationHealth | null>(null);
  const [apiUrl, setApiUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [timeout, setTimeoutMs] = useState('10000');
  const [secret, setSecret] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    const [s, h] = await Promise.all([getIntegration(lenderId), getIntegrationHealth(lenderId)]);
    setSettings(s);
    setHealth(h);
    setApiUrl(s.api_url ?? '');
    setTimeoutMs(String(s.timeout_ms));
  }, [lenderId]);

  useEffect(() => {
    load().catch((error: unknown) => notify(errorMessage(error), { type: 'error' }));
  }, [load, notify]);

  const save = async (change: IntegrationChange) => {
    setSaving(true);
    try {
      // Under maker-checker the answer is the pending change (and the settings stay as they were).
      const saved = await saveIntegration(lenderId, change);
      setSecret('webhook_secret' in saved ? (saved.webhook_secret ?? null) : null);
      setApiKey('');
      await load();
      notifySaved(notify, saved, 'app.lender_integration.saved');
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void save({
      api_url: apiUrl.trim() === '' ? null : apiUrl.trim(),
      timeout_ms: Number(timeout),
      ...(apiKey !== '' && { api_key: apiKey }),
    });
  };

  const t = (key: string, options?: object) => translate(`app.lender_integration.${key}`, options);
  const row = (label: string, value: string | number) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{value}</TableCell>
    </TableRow>
  );

  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={t('title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        {settings && (
          <Box component="form" onSubmit={submit} noValidate>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  fullWidth
                  label={t('api_url')}
                  value={apiUrl}
                  onChange={(e) => setApiUrl(e.target.value)}
                  helperText={t('api_url_help')}
                  slotProps={{ htmlInput: { inputMode: 'url' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  fullWidth
                  type="password"
                  autoComplete="new-password"
                  label={t('api_key')}
                  value={apiKey}
                  onChange={(e) => setApiKey(e.target.value)}
                  helperText={settings.api_key_set ? t('api_key_set') : t('api_key_unset')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('timeout_ms')}
                  value={timeout}
                  onChange={(e) => setTimeoutMs(e.target.value)}
                  slotProps={{ htmlInput: { min: 1000, max: 60000, step: 500 } }}
                />
              </Grid>
              <Grid size={12}>
                <Typography variant="body2">
                  {t('webhook_url')}: <code>{settings.webhook_url}</code>
                </Typography>
              </Grid>
            </Grid>
            {secret && (
              <Alert severity="warning" sx={{ mt: 2 }} role="status">
                {t('secret_once')} <code data-testid="webhook-secret">{secret}</code>
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={saving}>
                {t('save')}
              </Button>
              <Button
                variant="outlined"
                disabled={saving}
                onClick={() => void save({ rotate_webhook_secret: true })}
              >
                {t('rotate_secret')}
              </Button>
            </Box>
          </Box>
        )}
        {health && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle1" component="h3">
              {t('health')}
            </Typography>
            {health.breaker.open && (
              <Alert severity="error" sx={{ my: 1 }}>
                {t('breaker_open', {
                  until: new Date(health.breaker.open_until!).toLocaleTimeString('en-IN', {
                    timeZone: 'Asia/Kolkata',
                  }),
                })}
              </Alert>
            )}
            <Table size="small" aria-label={t('health')} sx={{ maxWidth: 480 }}>
              <TableBody>
                {row(t('today'), health.submissions.today)}
                {row(t('accepted'), health.submissions.accepted)}
                {row(t('failed'), health.submissions.failed)}
                {row(t('retrying'), health.submissions.retrying + health.submissions.queued)}
                {row(t('median'), ms(health.submissions.medianMs))}
                {row(t('p95'), ms(health.submissions.p95Ms))}
                {row(t('webhooks_received'), health.webhooks.received)}
                {row(t('webhooks_refused'), health.webhooks.refused)}
                {row(t('last_error'), health.last_error ?? '—')}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
