import { useState } from 'react';
import {
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { SmsTemplateView } from '@marketplace/contracts';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../../common/errors';
import { VariablesInput } from './VariablesInput';
import {
  validateTemplate,
  variableCount,
  type TemplateDraft,
  type TemplateFailures,
} from './validateTemplate';

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

/** The writable fields (a template read back also carries its id and time). */
const fields = (d: TemplateDraft): TemplateDraft => ({
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

/** Saves a new template or an edited one through the dataProvider; the saved one, or null. */
const useSaveTemplate = (id: SmsTemplateView['id'] | null) => {
  const notify = useNotify();
  const client = useQueryClient();
  const [create] = useCreate<SmsTemplateView>();
  const [update] = useUpdate<SmsTemplateView>();
  return async (draft: TemplateDraft) => {
    try {
      const data = fields(draft);
      const saved =
        id === null
          ? await create('sms-templates', { data }, { returnPromise: true })
          : await update(
              'sms-templates',
              { id, data },
              { mutationMode: 'pessimistic', returnPromise: true },
            );
      notify('app.messaging.saved', { type: 'success' });
      await client.invalidateQueries({ queryKey: ['sms-templates', 'getList'] });
      return saved;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return null;
    }
  };
};

/** The template's fields: DLT id and header, both texts, one typed variable per {#var#}. */
export const TemplateForm = ({
  initial,
  id,
  onSaved,
}: {
  initial: TemplateDraft;
  id: SmsTemplateView['id'] | null;
  onSaved: (saved: SmsTemplateView) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const saveTemplate = useSaveTemplate(id);
  const [draft, setDraft] = useState<TemplateDraft>(initial);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<TemplateFailures>({});
  const set = (change: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...change }));
  /** A field's help, or why the server would refuse it once a save has been tried. */
  const help = (field: keyof TemplateDraft, hint?: string): Partial<TextFieldProps> => {
    const failure = failures[field];
    return failure
      ? { error: true, helperText: translate(`errors.${failure.code}`, failure.params) }
      : { helperText: hint };
  };
  const save = async () => {
    const found = validateTemplate(draft);
    setFailures(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const saved = await saveTemplate(draft);
    setSaving(false);
    if (saved) onSaved(saved);
  };
  const digits = { inputMode: 'numeric', maxLength: 25 } as const;
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={t('template')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
    >
      <TextField
        label={t('name')}
        value={draft.name}
        required
        {...help('name')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(e) => set({ name: e.target.value })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('dlt_id')}
          value={draft.dltTemplateId}
          required
          {...help('dltTemplateId')}
          slotProps={{ htmlInput: digits }}
          onChange={(e) => set({ dltTemplateId: e.target.value.replace(/\D/g, '') })}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('dlt_id_hi')}
          value={draft.dltTemplateIdHi ?? ''}
          {...help('dltTemplateIdHi', t('dlt_id_hi_help'))}
          slotProps={{ htmlInput: digits }}
          onChange={(e) => set({ dltTemplateIdHi: e.target.value.replace(/\D/g, '') })}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('header')}
          value={draft.header}
          required
          {...help('header', t('header_help'))}
          slotProps={{ htmlInput: { maxLength: 6 } }}
          onChange={(e) => set({ header: e.target.value.toUpperCase().replace(/[^A-Z]/g, '') })}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField
        select
        label={t('kind')}
        value={draft.kind}
        helperText={t('kind_help')}
        onChange={(e) => set({ kind: e.target.value as TemplateDraft['kind'] })}
      >
        <MenuItem value="service">{t('kinds.service')}</MenuItem>
        <MenuItem value="promotional">{t('kinds.promotional')}</MenuItem>
      </TextField>
      {(['bodyEn', 'bodyHi'] as const).map((body) => (
        <TextField
          key={body}
          label={t(body === 'bodyEn' ? 'body_en' : 'body_hi')}
          value={draft[body]}
          required
          multiline
          minRows={2}
          {...help(body, t('body_help', { count: variableCount(draft[body]) }))}
          slotProps={{
            htmlInput: { maxLength: 1000, ...(body === 'bodyHi' && { lang: 'hi' }) },
          }}
          onChange={(e) => set({ [body]: e.target.value })}
        />
      ))}
      <VariablesInput
        variables={draft.variables}
        failure={failures.variables}
        onChange={(variables) => set({ variables })}
      />
      <FormControlLabel
        control={
          <Switch checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
        }
        label={t('active')}
      />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
        {t('save')}
      </Button>
    </Stack>
  );
};
