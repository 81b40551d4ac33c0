import { Box, Card, CardContent, Typography } from '@mui/material';
import type { SmsTemplateView } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';
import { PreviewAndTest } from './PreviewAndTest';
import { NEW_TEMPLATE, TemplateForm } from './TemplateForm';

/** A new template's form, or a saved one's with its preview and test. */
export const TemplateEditor = ({
  open,
  onSaved,
}: {
  open: SmsTemplateView | 'new';
  onSaved: (saved: SmsTemplateView) => void;
}) => {
  const translate = useTranslate();
  const isNew = open === 'new';
  return (
    <Card variant="outlined" component="section" aria-labelledby="template-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="template-heading" gutterBottom>
          {isNew ? translate('app.messaging.new') : open.name}
        </Typography>
        <TemplateForm
          key={isNew ? 'new' : open.id}
          initial={isNew ? NEW_TEMPLATE : open}
          id={isNew ? null : open.id}
          onSaved={onSaved}
        />
        {isNew ? null : (
          <Box sx={{ mt: 3 }}>
            <PreviewAndTest key={`${open.id}-${open.updatedAt}`} template={open} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
