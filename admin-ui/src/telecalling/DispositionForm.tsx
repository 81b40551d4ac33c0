import { useState, type FormEvent } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  CONNECTED_DISPOSITIONS,
  DISPOSITIONS_WITH_CALLBACK,
  DISPOSITIONS_WITH_REASON,
  NOT_CONNECTED_DISPOSITIONS,
  type CallLeadView,
  type Disposition,
} from '@marketplace/contracts';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { errorMessage } from '../common/errors';

/** What the call came to: the two groups of dispositions, and what each needs. */
export const DispositionForm = ({ lead, onSaved }: { lead: CallLeadView; onSaved: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.telecalling.${key}`, options);
  const notify = useNotify();
  const [disposition, setDisposition] = useState<Disposition | ''>('');
  const [reason, setReason] = useState('');
  const [callbackAt, setCallbackAt] = useState('');
  const [note, setNote] = useState('');
  const needsReason = disposition !== '' && DISPOSITIONS_WITH_REASON.includes(disposition);
  const takesCallback = disposition !== '' && DISPOSITIONS_WITH_CALLBACK.includes(disposition);
  const save = useMutation({
    mutationFn: () =>
      api(
        `/admin/telecalling/leads/${lead.id}/disposition`,
        jsonRequest('POST', {
          disposition,
          ...(needsReason && { reason: reason.trim() }),
          // The agent types India time, whatever the computer's time zone.
          ...(takesCallback && callbackAt && { callbackAt: `${callbackAt}:00+05:30` }),
          ...(note.trim() && { note: note.trim() }),
        }),
      ),
    onSuccess: () => {
      notify('app.telecalling.saved', { type: 'success' });
      onSaved();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  const canSave =
    disposition !== '' &&
    (!needsReason || reason.trim().length >= 2) &&
    (disposition !== 'callback' || callbackAt !== '');
  const group = (name: string, options: readonly Disposition[]) => (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t(name)}</FormLabel>
      <RadioGroup
        name={`disposition-${name}`}
        value={options.includes(disposition as Disposition) ? disposition : ''}
        onChange={(event) => setDisposition(event.target.value as Disposition)}
      >
        {options.map((d) => (
          <FormControlLabel key={d} value={d} control={<Radio />} label={t(`dispositions.${d}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={t('outcome')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (canSave && !save.isPending) save.mutate();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        {group('connected', CONNECTED_DISPOSITIONS)}
        {group('not_connected', NOT_CONNECTED_DISPOSITIONS)}
      </Stack>
      {needsReason ? (
        <TextField
          label={t('reason')}
          value={reason}
          required
          slotProps={{ htmlInput: { maxLength: 500 } }}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {takesCallback ? (
        <TextField
          type="datetime-local"
          label={t('callback_at')}
          helperText={disposition === 'documents_pending' ? t('callback_default') : ' '}
          value={callbackAt}
          required={disposition === 'callback'}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setCallbackAt(event.target.value)}
        />
      ) : null}
      <TextField
        multiline
        minRows={2}
        label={t('note')}
        value={note}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('save')}
      </Button>
    </Stack>
  );
};
