import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { SmsTemplateView } from '@marketplace/contracts';
import { Title, useGetList, useTranslate } from 'react-admin';
import { errorMessage } from '../common/errors';
import { CampaignList } from './campaigns/CampaignList';
import { NewCampaign } from './campaigns/NewCampaign';
import { TemplateEditor } from './templates/TemplateEditor';
import { TemplateList } from './templates/TemplateList';

/**
 * /admin/messaging (role 1): the DLT-registered SMS templates (English and Hindi, typed
 * variables), each previewed and sent as a test to one mobile; campaigns of a template to a
 * segment, with their delivery report. Both are resources of the dataProvider (`sms-templates`,
 * `sms-campaigns`) shown on one page, as the admins know it.
 */
const MessagingPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.messaging.${key}`);
  const [open, setOpen] = useState<SmsTemplateView | 'new' | null>(null);
  const { data: templates, error } = useGetList<SmsTemplateView>('sms-templates');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.menu.messaging" />
      <Stack spacing={2}>
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen('new')}>
          {t('new')}
        </Button>
        {error ? (
          <Alert severity="error" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {open ? <TemplateEditor open={open} onSaved={setOpen} /> : null}
        <Card variant="outlined" component="section" aria-labelledby="campaigns-heading">
          <CardContent>
            <Typography variant="h6" component="h2" id="campaigns-heading" gutterBottom>
              {t('campaigns')}
            </Typography>
            <NewCampaign templates={templates ?? []} />
            <Box sx={{ mt: 3 }}>
              <CampaignList />
            </Box>
          </CardContent>
        </Card>
        <TemplateList templates={templates} onOpen={setOpen} />
      </Stack>
    </Box>
  );
};

export default MessagingPage;
