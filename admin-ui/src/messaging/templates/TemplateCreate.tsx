import { Create, useNotify, useRedirect } from 'react-admin';
import type { SmsTemplateView } from '@marketplace/contracts';
import { TemplateForm, templateFields } from './TemplateForm';

/** A new template; once saved it opens in its edit view, where it can be previewed and tested. */
export const TemplateCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<SmsTemplateView>
      title="app.messaging.new"
      transform={templateFields}
      mutationOptions={{
        onSuccess: (saved) => {
          notify('app.messaging.saved', { type: 'success' });
          redirect('edit', 'sms-templates', saved.id);
        },
      }}
    >
      <TemplateForm />
    </Create>
  );
};
