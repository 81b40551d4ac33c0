import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { SmsTemplateView } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';

/** The DLT-registered templates, each with its header and DLT id, and a button to open it. */
export const TemplateList = ({
  templates,
  onOpen,
}: {
  templates: SmsTemplateView[] | undefined;
  onOpen: (template: SmsTemplateView) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  return (
    <Card variant="outlined" component="section" aria-labelledby="templates-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="templates-heading" gutterBottom>
          {t('templates')}
        </Typography>
        {templates && templates.length === 0 ? (
          <Typography color="text.secondary">{t('none')}</Typography>
        ) : null}
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {(templates ?? []).map((x) => (
            <Box
              component="li"
              key={x.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{x.name}</Typography>
              <Chip size="small" label={`${x.header} · ${x.dltTemplateId}`} />
              {x.active ? null : <Chip size="small" label={t('off')} />}
              <Button
                size="small"
                aria-label={t('open_named', { name: x.name })}
                onClick={() => onOpen(x)}
              >
                {t('open')}
              </Button>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
