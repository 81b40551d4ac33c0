import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { SmsTemplateView } from '@marketplace/contracts';
import { Title, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { CampaignList } from './campaigns/CampaignList';
import { NewCampaign } from './campaigns/NewCampaign';
import { TemplateList } from './templates/TemplateList';

/**
 * /admin/messaging (role 1): the DLT-registered SMS templates (English and Hindi, typed
 * variables), each previewed and sent as a test to one mobile; campaigns of a template to a
 * segment, with their delivery report. Both are resources of the dataProvider (`sms-templates`,
 * `sms-campaigns`) listed on one page, as the admins know it; a template opens in its resource's
 * create and edit views.
 */
const MessagingPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.messaging.${key}`);
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const open = (id?: SmsTemplateView['id']) =>
    navigate(createPath({ resource: 'sms-templates', type: id ? 'edit' : 'create', id }));
  const { data: templates, error } = useGetList<SmsTemplateView>('sms-templates', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.menu.messaging" />
      <Stack spacing={2}>
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => open()}>
          {t('new')}
        </Button>
        {error ? (
          <Alert severity="error" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
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
        <TemplateList templates={templates} onOpen={(x) => open(x.id)} />
      </Stack>
    </Box>
  );
};

export default MessagingPage;
