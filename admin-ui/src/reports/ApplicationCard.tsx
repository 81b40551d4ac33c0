import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { CsrApplicationView } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';
import { rupees, SimpleTable, when } from '../common/tables';

/** The application fields the card shows (the customers journey and the CSR portal). */
export type ApplicationCardData = Omit<CsrApplicationView, 'prospectAppId'>;

/**
 * One application: its product, status, the offers it last showed (and the lenders not matched,
 * with why) and its status history. `highlighted` marks the one the page was opened for.
 */
export const ApplicationCard = ({
  application: a,
  highlighted = false,
}: {
  application: ApplicationCardData;
  highlighted?: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.journey.${key}`, options);
  const reason = (code: string) => translate(`app.reports.reasons.${code}`, { _: code });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={a.id}
      sx={highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="h6" component="h3">
            {t('application', { product: a.product ?? '–' })}
          </Typography>
          <Chip
            size="small"
            label={translate(`app.reports.statuses.${a.status}`, { _: a.status })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {a.id} · {when(a.createdAt)}
          </Typography>
        </Stack>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {t('offers_shown', { at: when(a.offersShownAt) })}
        </Typography>
        <SimpleTable
          label={t('offers_shown', { at: when(a.offersShownAt) })}
          head={[t('lender'), t('amount'), t('tenure'), t('apr'), t('emi')]}
          rows={a.offers.map((o) => [
            o.lender,
            rupees(o.loanAmount),
            o.tenureMonths ?? '–',
            o.aprAnnualMin === null ? '–' : `${o.aprAnnualMin}%`,
            rupees(o.emi),
          ])}
        />
        {a.notMatched.length ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('not_matched', {
              lenders: a.notMatched
                .map((n) => `${n.lender} (${n.reasons.map(reason).join(', ')})`)
                .join('; '),
            })}
          </Typography>
        ) : null}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          {t('history')}
        </Typography>
        <SimpleTable
          label={t('history')}
          head={[t('at'), t('status'), t('source')]}
          rows={a.history.map((h) => [
            when(h.at),
            [translate(`app.reports.statuses.${h.status}`, { _: h.status }), h.subStatus]
              .filter(Boolean)
              .join(' / '),
            h.source,
          ])}
        />
      </CardContent>
    </Card>
  );
};
