import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DLT_VARIABLE,
  PRODUCT_CODES,
  SMS_VARIABLE_TYPES,
  type SmsCampaignView,
  type SmsRecipientView,
  type SmsTemplateView,
  type SmsVariable,
} from '@marketplace/contracts';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { errorMessage } from '../common/errors';
import { SimpleTable, when } from '../common/tables';

type Draft = Omit<SmsTemplateView, 'id' | 'updatedAt'>;
const EMPTY: Draft = {
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
const TEMPLATES = ['sms-templates'];
/** The writable fields (a template read back also carries its id and time). */
const fields = ({
  name,
  dltTemplateId,
  dltTemplateIdHi,
  header,
  bodyEn,
  bodyHi,
  variables,
  kind,
  active,
}: Draft) => ({
  kind,
  name,
  dltTemplateId,
  dltTemplateIdHi: dltTemplateIdHi || null,
  header,
  bodyEn,
  bodyHi,
  variables,
  active,
});

/** The template's fields: DLT id and header, both texts, one typed variable per {#var#}. */
const TemplateForm = ({
  initial,
  id,
  onSaved,
}: {
  initial: Draft;
  id: number | null;
  onSaved: (saved: SmsTemplateView) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(initial);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setVariable = (i: number, change: Partial<SmsVariable>) =>
    set({ variables: draft.variables.map((v, j) => (j === i ? { ...v, ...change } : v)) });
  const count = (body: string) => body.split(DLT_VARIABLE).length - 1;
  const save = async () => {
    setSaving(true);
    try {
      const { data } = await api<{ data: SmsTemplateView }>(
        id === null ? '/admin/sms-templates' : `/admin/sms-templates/${id}`,
        jsonRequest(id === null ? 'POST' : 'PUT', fields(draft)),
      );
      notify('app.messaging.saved', { type: 'success' });
      onSaved(data);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
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
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(e) => set({ name: e.target.value })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('dlt_id')}
          value={draft.dltTemplateId}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 25 } }}
          onChange={(e) => set({ dltTemplateId: e.target.value.replace(/\D/g, '') })}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('dlt_id_hi')}
          value={draft.dltTemplateIdHi ?? ''}
          helperText={t('dlt_id_hi_help')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 25 } }}
          onChange={(e) => set({ dltTemplateIdHi: e.target.value.replace(/\D/g, '') })}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('header')}
          value={draft.header}
          required
          helperText={t('header_help')}
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
        onChange={(e) => set({ kind: e.target.value as Draft['kind'] })}
      >
        <MenuItem value="service">{t('kinds.service')}</MenuItem>
        <MenuItem value="promotional">{t('kinds.promotional')}</MenuItem>
      </TextField>
      <TextField
        label={t('body_en')}
        value={draft.bodyEn}
        required
        multiline
        minRows={2}
        helperText={t('body_help', { count: count(draft.bodyEn) })}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        onChange={(e) => set({ bodyEn: e.target.value })}
      />
      <TextField
        label={t('body_hi')}
        value={draft.bodyHi}
        required
        multiline
        minRows={2}
        helperText={t('body_help', { count: count(draft.bodyHi) })}
        slotProps={{ htmlInput: { maxLength: 1000, lang: 'hi' } }}
        onChange={(e) => set({ bodyHi: e.target.value })}
      />
      <Box role="group" aria-label={t('variables')}>
        <Typography variant="subtitle2" component="h4" gutterBottom>
          {t('variables')}
        </Typography>
        <Stack spacing={1}>
          {draft.variables.map((v, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('variable_name', { n: i + 1 })}
                value={v.name}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                onChange={(e) =>
                  setVariable(i, { name: e.target.value.toLowerCase().replace(/[^a-z0-9_]/g, '') })
                }
                sx={{ flex: 1, minWidth: 0 }}
              />
              <TextField
                select
                size="small"
                label={t('variable_type', { n: i + 1 })}
                value={v.type}
                onChange={(e) => setVariable(i, { type: e.target.value as SmsVariable['type'] })}
                sx={{ flex: 1, minWidth: 0 }}
              >
                {SMS_VARIABLE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t('remove_variable', { n: i + 1 })}
                onClick={() => set({ variables: draft.variables.filter((_, j) => j !== i) })}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button
          onClick={() =>
            set({
              variables: [
                ...draft.variables,
                { name: `var${draft.variables.length + 1}`, type: 'text' },
              ],
            })
          }
        >
          {t('add_variable')}
        </Button>
      </Box>
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

/** One field per campaign-wide variable (a consumer's first name is their own). */
const VariableFields = ({
  variables,
  values,
  onChange,
}: {
  variables: SmsVariable[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.messaging.${key}`);
  return (
    <>
      {variables
        .filter((v) => v.type !== 'first_name')
        .map((v) => (
          <TextField
            key={v.name}
            size="small"
            label={`${v.name} (${t(`types.${v.type}`)})`}
            helperText={t(`hints.${v.type}`)}
            value={values[v.name] ?? ''}
            onChange={(e) => onChange({ ...values, [v.name]: e.target.value })}
          />
        ))}
    </>
  );
};

/** The template filled in with sample values, in both languages, and a test to one mobile. */
const PreviewAndTest = ({ template }: { template: SmsTemplateView }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const [values, setValues] = useState<Record<string, string>>({});
  const [firstName, setFirstName] = useState('');
  const [preview, setPreview] = useState<{ en: string; hi: string } | null>(null);
  const [mobile, setMobile] = useState('');
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const body = () => ({ values, ...(firstName.trim() && { firstName: firstName.trim() }) });
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
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={async () => {
          try {
            const { data } = await api<{ data: { en: string; hi: string } }>(
              `/admin/sms-templates/${template.id}/preview`,
              jsonRequest('POST', body()),
            );
            setPreview(data);
          } catch (error) {
            setPreview(null);
            notify(errorMessage(error), { type: 'error' });
          }
        }}
      >
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
          onClick={async () => {
            try {
              await api(
                `/admin/sms-templates/${template.id}/test`,
                jsonRequest('POST', { ...body(), mobile, language }),
              );
              notify('app.messaging.test_sent', { type: 'success' });
            } catch (error) {
              notify(errorMessage(error), { type: 'error' });
            }
          }}
        >
          {t('send_test')}
        </Button>
      </Stack>
    </Stack>
  );
};

const CAMPAIGNS = ['sms-campaigns'];
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A template to a segment: product, partner, India days, language, and the values. */
const NewCampaign = ({ templates }: { templates: SmsTemplateView[] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const { data: partners } = useGetList('partners', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [templateId, setTemplateId] = useState('');
  const [product, setProduct] = useState('');
  const [partnerId, setPartnerId] = useState('');
  const [language, setLanguage] = useState('');
  const [from, setFrom] = useState(indiaToday());
  const [to, setTo] = useState(indiaToday());
  const [values, setValues] = useState<Record<string, string>>({});
  const template = templates.find((x) => String(x.id) === templateId);
  const send = async () => {
    try {
      const { data } = await api<{ data: SmsCampaignView }>(
        '/admin/sms-campaigns',
        jsonRequest('POST', {
          templateId: Number(templateId),
          segment: {
            from,
            to,
            ...(product && { product }),
            ...(partnerId && { partnerId: Number(partnerId) }),
            ...(language && { language }),
          },
          values,
        }),
      );
      notify('app.messaging.campaign_started', {
        type: 'success',
        messageArgs: { recipients: data.recipients, skipped: data.skipped },
      });
      await client.invalidateQueries({ queryKey: CAMPAIGNS });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const select = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    options: { id: string; name: string }[],
    empty = t('any'),
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{empty}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={t('new_campaign')}
      onSubmit={(event) => {
        event.preventDefault();
        if (template) void send();
      }}
    >
      {select(
        t('campaign_template'),
        templateId,
        (v) => {
          setTemplateId(v);
          setValues({});
        },
        templates.filter((x) => x.active).map((x) => ({ id: String(x.id), name: x.name })),
        t('choose'),
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {select(
          t('product'),
          product,
          setProduct,
          PRODUCT_CODES.map((p) => ({ id: p, name: p })),
        )}
        {select(
          t('partner'),
          partnerId,
          setPartnerId,
          (partners ?? []).map((p) => ({
            id: String(p.id),
            name: String(p.display_name ?? p.name),
          })),
        )}
        {select(t('language'), language, setLanguage, [
          { id: 'en', name: 'English' },
          { id: 'hi', name: 'हिन्दी' },
        ])}
        <TextField
          size="small"
          type="date"
          label={t('from')}
          value={from}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          size="small"
          type="date"
          label={t('to')}
          value={to}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => setTo(e.target.value)}
        />
      </Stack>
      {template ? (
        <VariableFields variables={template.variables} values={values} onChange={setValues} />
      ) : null}
      <Alert severity="info">{t('campaign_rules')}</Alert>
      <Button
        type="submit"
        variant="contained"
        disabled={!template}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('send_campaign')}
      </Button>
    </Stack>
  );
};

/** The campaigns with their counts; a campaign's delivery report, and 'resume'. */
const Campaigns = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const [report, setReport] = useState<number | null>(null);
  const { data } = useQuery({
    queryKey: CAMPAIGNS,
    queryFn: () => api<{ data: SmsCampaignView[] }>('/admin/sms-campaigns').then((a) => a.data),
    refetchInterval: 5000,
  });
  const { data: recipients } = useQuery({
    queryKey: ['sms-campaign-recipients', report],
    queryFn: () =>
      api<{ data: SmsRecipientView[] }>(`/admin/sms-campaigns/${report}/recipients`).then(
        (a) => a.data,
      ),
    enabled: report !== null,
  });
  if (!data) return null;
  return (
    <Stack spacing={1}>
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('no_campaigns')}</Typography>
      ) : null}
      {data.map((c) => (
        <Box
          key={c.id}
          role="group"
          aria-label={t('campaign_named', { id: c.id })}
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              #{c.id} · {c.template?.name ?? '–'}
            </Typography>
            <Chip size="small" label={t(`statuses.${c.status}`)} />
            <Button size="small" onClick={() => setReport(report === c.id ? null : c.id)}>
              {t('report')}
            </Button>
            {c.status === 'waiting' || c.status === 'running' ? (
              <Button
                size="small"
                onClick={async () => {
                  try {
                    await api(`/admin/sms-campaigns/${c.id}/resume`, { method: 'POST' });
                    await client.invalidateQueries({ queryKey: CAMPAIGNS });
                  } catch (error) {
                    notify(errorMessage(error), { type: 'error' });
                  }
                }}
              >
                {t('resume')}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="body2" data-counts={c.id}>
            {t('counts', {
              recipients: c.recipients,
              sent: c.sent,
              pending: c.pending,
              failed: c.failed,
              skipped: c.skipped,
            })}
          </Typography>
          {report === c.id && recipients ? (
            <SimpleTable
              label={t('report')}
              head={[t('mobile'), t('status'), t('reason'), t('sent_at')]}
              rows={recipients.map((r) => [
                r.mobile ?? '–',
                t(`recipient_statuses.${r.status}`),
                r.reason ? t(`reasons.${r.reason}`, { _: r.reason }) : '',
                when(r.sentAt),
              ])}
            />
          ) : null}
        </Box>
      ))}
    </Stack>
  );
};

/**
 * /admin/messaging (role 1): the DLT-registered SMS templates (English and Hindi, typed
 * variables), each previewed and sent as a test to one mobile; campaigns of a template to a
 * segment, with their delivery report.
 */
const MessagingPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const client = useQueryClient();
  const [open, setOpen] = useState<SmsTemplateView | 'new' | null>(null);
  const { data, error } = useQuery({
    queryKey: TEMPLATES,
    queryFn: () =>
      api<{ data: SmsTemplateView[] }>('/admin/sms-templates').then((answer) => answer.data),
  });
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
        {open ? (
          <Card variant="outlined" component="section" aria-labelledby="template-heading">
            <CardContent>
              <Typography variant="h6" component="h2" id="template-heading" gutterBottom>
                {open === 'new' ? t('new') : open.name}
              </Typography>
              <TemplateForm
                key={open === 'new' ? 'new' : open.id}
                initial={open === 'new' ? EMPTY : open}
                id={open === 'new' ? null : open.id}
                onSaved={(saved) => {
                  setOpen(saved);
                  void client.invalidateQueries({ queryKey: TEMPLATES });
                }}
              />
              {open !== 'new' ? (
                <Box sx={{ mt: 3 }}>
                  <PreviewAndTest key={`${open.id}-${open.updatedAt}`} template={open} />
                </Box>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
        <Card variant="outlined" component="section" aria-labelledby="campaigns-heading">
          <CardContent>
            <Typography variant="h6" component="h2" id="campaigns-heading" gutterBottom>
              {t('campaigns')}
            </Typography>
            <NewCampaign templates={data ?? []} />
            <Box sx={{ mt: 3 }}>
              <Campaigns />
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="templates-heading">
          <CardContent>
            <Typography variant="h6" component="h2" id="templates-heading" gutterBottom>
              {t('templates')}
            </Typography>
            {data && data.length === 0 ? (
              <Typography color="text.secondary">{t('none')}</Typography>
            ) : null}
            <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {(data ?? []).map((x) => (
                <Box
                  component="li"
                  key={x.id}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {x.name}
                  </Typography>
                  <Chip size="small" label={`${x.header} · ${x.dltTemplateId}`} />
                  {x.active ? null : <Chip size="small" label={t('off')} />}
                  <Button
                    size="small"
                    aria-label={t('open_named', { name: x.name })}
                    onClick={() => setOpen(x)}
                  >
                    {t('open')}
                  </Button>
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};

export default MessagingPage;
