import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { CsrConsumerFound } from '@marketplace/contracts';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { api, jsonRequest } from '../api/http';
import { adminPath } from '../auth/pages';
import { errorMessage } from '../common/errors';
import { when } from '../common/tables';

/** The last search, kept while the admin moves between the list and a consumer (not stored). */
let lastSearch: { q: string; found: CsrConsumerFound[] } | null = null;

/** /admin/csr-portal: find a consumer by mobile, application id, e-mail or name. */
export const CsrSearchPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.csr.${key}`);
  const navigate = useNavigate();
  const [text, setText] = useState(lastSearch?.q ?? '');
  const [found, setFound] = useState<CsrConsumerFound[] | null>(lastSearch?.found ?? null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    try {
      const { data } = await api<{ data: CsrConsumerFound[] }>(
        '/admin/csr/search',
        jsonRequest('POST', { q }),
      );
      lastSearch = { q, found: data };
      setFound(data);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
      setFound(null);
    }
  };
  return (
    <Box>
      <Title title="app.menu.csr_portal" />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={submit}
        sx={{ my: 2, flexWrap: 'wrap' }}
        useFlexGap
      >
        <TextField
          size="small"
          label={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1, minWidth: 200, maxWidth: 420 }}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Button type="submit" variant="contained">
          {t('find')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {found ? (
        found.length === 0 ? (
          <Typography>{t('none_found')}</Typography>
        ) : (
          <Stack spacing={1} role="list" aria-label={t('results')}>
            {found.map((c) => (
              <Card key={c.id} variant="outlined" role="listitem">
                <CardContent
                  sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Box sx={{ flex: 1, minWidth: 180 }}>
                    <Typography sx={{ fontWeight: 600 }}>{c.name ?? t('no_name')}</Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {[c.mobile, c.email].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.csr.found_summary', {
                        applications: c.applications,
                        at: when(c.lastSeenAt),
                      })}
                    </Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    onClick={() =>
                      navigate(adminPath(`/csr-portal/${c.id}/${c.prospectAppId ?? 'none'}`))
                    }
                  >
                    {t('open')}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )
      ) : null}
    </Box>
  );
};
