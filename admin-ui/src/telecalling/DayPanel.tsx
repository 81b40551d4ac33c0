import { Box, Card, CardContent, Typography } from '@mui/material';
import type { TelecallingDayView } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';

/** The agent's day beside 'Next lead': the queue, their callbacks and calls, the cap. */
export const DayPanel = ({ day }: { day: TelecallingDayView }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.telecalling.day.${key}`, options);
  const figures: [string, string | number][] = [
    [t('queue'), day.queueSize],
    [t('callbacks_due'), day.callbacksDue],
    [t('callbacks_later'), day.callbacksLater],
    [t('calls'), day.callsToday],
    [t('dealt'), t('dealt_value', { dealt: day.dealtToday, cap: day.dailyCap })],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="day-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="day-heading" gutterBottom>
          {t('title')}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0 }}
        >
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
