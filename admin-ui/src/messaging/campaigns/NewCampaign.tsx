import type { SmsCampaignView } from '@marketplace/contracts';
import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { PRODUCT_CODES, type SmsTemplateView } from '@marketplace/contracts';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errors';

import { VariableFields } from '../VariableFields';

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A select whose empty choice means "any" (or "choose…"). */
const Choice = ({
  label,
  value,
  onChange,
  options,
  empty,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { id: string; name: string }[];
  empty: string;
}) => (
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

/** A template to a segment: product, partner, India days, language, and the values. */
export const NewCampaign = ({ templates }: { templates: SmsTemplateView[] }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const [create] = useCreate();
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
  const segment = {
    from,
    to,
    ...(product && { product }),
    ...(partnerId && { partnerId: Number(partnerId) }),
    ...(language && { language }),
  };
  const send = async () => {
    try {
      const started = (await create(
        'sms-campaigns',
        { data: { templateId: Number(templateId), segment, values } },
        { returnPromise: true },
      )) as SmsCampaignView;
      notify('app.messaging.campaign_started', {
        type: 'success',
        messageArgs: { recipients: started.recipients, skipped: started.skipped },
      });
      await client.invalidateQueries({ queryKey: ['sms-campaigns'] });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const any = t('any');
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
      <Choice
        label={t('campaign_template')}
        value={templateId}
        onChange={(v) => {
          setTemplateId(v);
          setValues({});
        }}
        options={templates.filter((x) => x.active).map((x) => ({ id: String(x.id), name: x.name }))}
        empty={t('choose')}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Choice
          label={t('product')}
          value={product}
          onChange={setProduct}
          options={PRODUCT_CODES.map((p) => ({ id: p, name: p }))}
          empty={any}
        />
        <Choice
          label={t('partner')}
          value={partnerId}
          onChange={setPartnerId}
          options={(partners ?? []).map((p) => ({
            id: String(p.id),
            name: String(p.display_name ?? p.name),
          }))}
          empty={any}
        />
        <Choice
          label={t('language')}
          value={language}
          onChange={setLanguage}
          options={[
            { id: 'en', name: 'English' },
            { id: 'hi', name: 'हिन्दी' },
          ]}
          empty={any}
        />
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
