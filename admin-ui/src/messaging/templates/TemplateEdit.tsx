import { Box } from '@mui/material';
import type { SmsTemplateView } from '@marketplace/contracts';
import { Edit, useNotify, useRecordContext } from 'react-admin';
import { PreviewAndTest } from './PreviewAndTest';
import { TemplateForm, templateFields } from './TemplateForm';

/** The saved template's preview and test, started afresh after each save. */
const SavedPreview = () => {
  const template = useRecordContext<SmsTemplateView>();
  if (!template) return null;
  return (
    <Box sx={{ p: 2 }}>
      <PreviewAndTest key={`${template.id}-${template.updatedAt}`} template={template} />
    </Box>
  );
};

/**
 * A template's fields, saved in place (the admin goes on to preview and test it), and below them
 * its preview in both languages and a test to one mobile.
 */
export const TemplateEdit = () => {
  const notify = useNotify();
  return (
    <Edit<SmsTemplateView>
      title="app.menu.messaging"
      mutationMode="pessimistic"
      redirect={false}
      transform={templateFields}
      mutationOptions={{ onSuccess: () => notify('app.messaging.saved', { type: 'success' }) }}
    >
      <TemplateForm />
      <SavedPreview />
    </Edit>
  );
};
