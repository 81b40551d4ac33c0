import type { CsrRevealWatch } from '@marketplace/contracts';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api } from '../api/http';
import { errorMessage } from '../common/errors';
import { SimpleTable } from '../common/tables';

/**
 * Role 1 only: the admins who revealed more than half of today's cap of masked values (PAN,
 * birth date, mobile) in the CSR portal, so that unusual reading stands out the same day.
 */
export const CsrRevealWatchCard = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`app.dashboard.csr_reveals.${key}`, options);
  const { data, error } = useQuery({
    queryKey: ['admin-dashboard-csr-reveals'],
    queryFn: () =>
      api<{ data: CsrRevealWatch }>('/admin/dashboard/csr-reveals').then((answer) => answer.data),
    retry: false,
  });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="csr-reveals-heading"
      sx={{ mb: 2 }}
    >
      <CardContent>
        <Typography id="csr-reveals-heading" variant="h6" component="h2">
          {t('title')}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('help', { limit: data.limit, day: data.day })}
            </Typography>
            <SimpleTable
              label={t('title')}
              head={[t('admin'), t('email'), t('reveals')]}
              rows={data.admins.map((a) => [a.name, a.email, `${a.reveals} / ${data.limit}`])}
              empty={t('none')}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
