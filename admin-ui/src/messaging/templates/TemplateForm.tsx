import { Box, Stack } from '@mui/material';
import { SMS_TEMPLATE_KINDS } from '@marketplace/contracts';
import {
  BooleanInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { VariablesInput } from './VariablesInput';
import { validateTemplateForm, variableCount, type TemplateDraft } from './validateTemplate';

/** A new template's fields. */
export const NEW_TEMPLATE: TemplateDraft = {
  name: '',
  dltTemplateId: '',
  dltTemplateIdHi: null,
  header: '',
  bodyEn: '',
  bodyHi: '',
  variables: [],
  kind: 'service',
  active: true,
};

/** The writable fields: a template read back also carries its id and time, which the API refuses. */
export const templateFields = (d: TemplateDraft): TemplateDraft => ({
  kind: d.kind,
  name: d.name,
  dltTemplateId: d.dltTemplateId,
  dltTemplateIdHi: d.dltTemplateIdHi || null,
  header: d.header,
  bodyEn: d.bodyEn,
  bodyHi: d.bodyHi,
  variables: d.variables,
  active: d.active,
});

const digitsOnly = (value: string | null) => (value ?? '').replace(/\D/g, '');
const KIND_CHOICES = SMS_TEMPLATE_KINDS.map((kind) => ({
  id: kind,
  name: `app.messaging.kinds.${kind}`,
}));

/** A text of the template, with how many {#var#} it holds as its help. */
const BodyInput = ({ source }: { source: 'bodyEn' | 'bodyHi' }) => {
  const translate = useTranslate();
  const body = useWatch<TemplateDraft, typeof source>({ name: source }) ?? '';
  return (
    <TextInput
      source={source}
      label={`app.messaging.${source === 'bodyEn' ? 'body_en' : 'body_hi'}`}
      isRequired
      multiline
      minRows={2}
      helperText={translate('app.messaging.body_help', { count: variableCount(body) })}
      slotProps={{ htmlInput: { maxLength: 1000, ...(source === 'bodyHi' && { lang: 'hi' }) } }}
    />
  );
};

/**
 * The template's fields, for its create and edit views: DLT ids and header, both texts, one
 * typed variable per {#var#}. validateTemplateForm applies the server's rules before a save so
 * that the reason shows under its field.
 */
export const TemplateForm = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('app.messaging.template')}>
      <SimpleForm
        validate={validateTemplateForm}
        defaultValues={NEW_TEMPLATE}
        toolbar={
          <Toolbar>
            <SaveButton label="app.messaging.save" alwaysEnable />
          </Toolbar>
        }
      >
        <TextInput
          source="name"
          label="app.messaging.name"
          isRequired
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
          <TextInput
            source="dltTemplateId"
            label="app.messaging.dlt_id"
            isRequired
            parse={digitsOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 25 } }}
          />
          <TextInput
            source="dltTemplateIdHi"
            label="app.messaging.dlt_id_hi"
            helperText="app.messaging.dlt_id_hi_help"
            parse={digitsOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 25 } }}
          />
          <TextInput
            source="header"
            label="app.messaging.header"
            helperText="app.messaging.header_help"
            isRequired
            parse={(value: string | null) => (value ?? '').toUpperCase().replace(/[^A-Z]/g, '')}
            slotProps={{ htmlInput: { maxLength: 6 } }}
          />
        </Stack>
        <SelectInput
          source="kind"
          label="app.messaging.kind"
          helperText="app.messaging.kind_help"
          choices={KIND_CHOICES}
          isRequired
        />
        <BodyInput source="bodyEn" />
        <BodyInput source="bodyHi" />
        <VariablesInput />
        <BooleanInput source="active" label="app.messaging.active" />
      </SimpleForm>
    </Box>
  );
};
