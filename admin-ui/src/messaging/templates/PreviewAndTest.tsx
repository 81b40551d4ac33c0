import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { SmsTemplateView } from '@marketplace/contracts';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errors';
import type { AdminDataProvider } from '../../dataProvider';
import { VariableFields } from '../VariableFields';

/** The template filled in with sample values, in both languages, and a test to one mobile. */
export const PreviewAndTest = ({ template }: { template: SmsTemplateView }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [firstName, setFirstName] = useState('');
  const [preview, setPreview] = useState<{ en: string; hi: string } | null>(null);
  const [mobile, setMobile] = useState('');
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const samples = () => ({ values, ...(firstName.trim() && { firstName: firstName.trim() }) });
  const showPreview = async () => {
    try {
      setPreview(await dataProvider.previewSmsTemplate(template.id, samples()));
    } catch (error) {
      setPreview(null);
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const sendTest = async () => {
    try {
      await dataProvider.testSmsTemplate(template.id, { ...samples(), mobile, language });
      notify('app.messaging.test_sent', { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {t('preview_title')}
      </Typography>
      {template.variables.some((v) => v.type === 'first_name') ? (
        <TextField
          size="small"
          label={t('sample_first_name')}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
      ) : null}
      <VariableFields variables={template.variables} values={values} onChange={setValues} />
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={showPreview}>
        {t('preview')}
      </Button>
      {preview ? (
        <Box role="region" aria-label={t('preview_title')}>
          <Typography variant="body2" color="text.secondary">
            English
          </Typography>
          <Typography data-preview="en" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {preview.en}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            हिन्दी
          </Typography>
          <Typography data-preview="hi" lang="hi" sx={{ overflowWrap: 'anywhere' }}>
            {preview.hi}
          </Typography>
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={t('test_mobile')}
          value={mobile}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
        />
        <TextField
          select
          size="small"
          label={t('test_language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as 'en' | 'hi')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="hi">हिन्दी</MenuItem>
        </TextField>
        <Button
          variant="contained"
          disabled={mobile.length !== 10 || !template.active}
          onClick={sendTest}
        >
          {t('send_test')}
        </Button>
      </Stack>
    </Stack>
  );
};
