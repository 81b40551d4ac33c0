import { useState } from 'react';
import { Alert, Stack, TextField as MuiTextField } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { SmsTemplateView } from '@marketplace/contracts';
import { api, jsonRequest } from '../api/http';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';

const AUDIENCES = ['mobiles', 'registered', 'all'] as const;
type Audience = (typeof AUDIENCES)[number];

/**
 * Tells a breach's affected consumers by SMS: an active service template (its variables' values
 * asked here, the first name filled per consumer), and who was affected: the mobiles listed,
 * those who registered between two days, or every consumer.
 */
export const NoticeDialog = ({
  record,
  onClose,
}: {
  record: RaRecord | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.breaches.${key}`, options);
  const notify = useNotify();
  const refresh = useRefresh();
  const [templateId, setTemplateId] = useState('');
  const [audience, setAudience] = useState<Audience>('mobiles');
  const [mobiles, setMobiles] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const { data: templates } = useGetList<SmsTemplateView>(
    'sms-templates',
    {
      filter: { kind: 'service', active: 1 },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: record !== null },
  );
  const usable = templates ?? [];
  const template = usable.find((tpl) => String(tpl.id) === templateId);
  const asked = template?.variables.filter((v) => v.type !== 'first_name') ?? [];
  const listed = mobiles.split(/[\s,]+/).filter(Boolean);
  const ready =
    template !== undefined &&
    asked.every((v) => (values[v.name] ?? '').trim() !== '') &&
    (audience !== 'mobiles' || listed.length > 0) &&
    (audience !== 'registered' || (from !== '' && to !== ''));
  const close = () => {
    setTemplateId('');
    setMobiles('');
    setValues({});
    onClose();
  };
  return (
    <FormDialog
      open={record !== null}
      title="app.breaches.notice_title"
      saveLabel="app.breaches.notify"
      canSave={ready}
      onClose={close}
      onSave={async () => {
        try {
          await api(
            `/admin/data-breaches/${record!.id}/notice`,
            jsonRequest('POST', {
              templateId: template!.id,
              audience,
              ...(audience === 'mobiles' ? { mobiles: listed } : {}),
              ...(audience === 'registered' ? { from, to } : {}),
              values: Object.fromEntries(asked.map((v) => [v.name, values[v.name].trim()])),
            }),
          );
          notify('app.breaches.notice_queued', { type: 'success' });
          refresh();
          close();
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="info">{t('notice_help')}</Alert>
        <MuiTextField
          select
          label={t('notice_template')}
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {usable.map((tpl) => (
            <option key={tpl.id} value={String(tpl.id)}>
              {tpl.name}
            </option>
          ))}
        </MuiTextField>
        {asked.map((v) => (
          <MuiTextField
            key={v.name}
            label={t('notice_value', { name: v.name })}
            value={values[v.name] ?? ''}
            onChange={(event) => setValues((all) => ({ ...all, [v.name]: event.target.value }))}
          />
        ))}
        <MuiTextField
          select
          label={t('notice_audience')}
          value={audience}
          onChange={(event) => setAudience(event.target.value as Audience)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`audiences.${a}`)}
            </option>
          ))}
        </MuiTextField>
        {audience === 'mobiles' ? (
          <MuiTextField
            multiline
            minRows={4}
            label={t('notice_mobiles')}
            value={mobiles}
            onChange={(event) => setMobiles(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ) : null}
        {audience === 'registered' ? (
          <>
            <MuiTextField
              type="date"
              label={t('notice_from')}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MuiTextField
              type="date"
              label={t('notice_to')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        ) : null}
      </Stack>
    </FormDialog>
  );
};
