import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import type {
  CsrConsumerView,
  CsrCorrectable,
  CsrRevealable,
  CsrRevealCase,
} from '@marketplace/contracts';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { when } from '../common/tables';

/**
 * Why, then the action (both audited): revealing a masked value names one of the consumer's open
 * cases (the server checks it and counts the reveal against the day's cap); a correction gives a
 * reason in words.
 */
export type Pending =
  | { kind: 'reveal'; field: CsrRevealable; label: string }
  | { kind: 'correct'; field: CsrCorrectable; label: string; initial: string };

export const ReasonDialog = ({
  userId,
  pending,
  cases,
  revealsLeft,
  onClose,
  onDone,
}: {
  userId: number;
  pending: Pending | null;
  cases: CsrRevealCase[];
  revealsLeft: number;
  onClose: () => void;
  onDone: (pending: Pending, result: { value?: string | null; view?: CsrConsumerView }) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [caseKey, setCaseKey] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setCaseKey('');
    setValue(null);
    onClose();
  };
  const revealing = pending?.kind === 'reveal';
  const current = value ?? (pending?.kind === 'correct' ? pending.initial : '');
  return (
    <FormDialog
      open={pending !== null}
      title={
        pending
          ? translate(`app.csr.${pending.kind}_title`, { field: pending.label })
          : 'app.csr.reveal'
      }
      canSave={revealing ? caseKey !== '' && revealsLeft > 0 : reason.trim().length >= 5}
      saveLabel={pending?.kind === 'correct' ? 'app.common.save' : 'app.csr.reveal'}
      onClose={close}
      onSave={async () => {
        if (!pending) return;
        try {
          const why = revealing ? caseKey : reason.trim();
          onDone(pending, await submitReason(userId, pending, why, current));
          close();
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      <Stack spacing={1.5}>
        {pending?.kind === 'correct' ? (
          <TextField
            label={translate('app.csr.new_value', { field: pending.label })}
            value={current}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 255 } }}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <Alert severity={revealsLeft > 0 ? 'info' : 'warning'}>
            {translate('app.csr.reveal_audited')}{' '}
            {translate('app.csr.reveals_left', { smart_count: revealsLeft })}
          </Alert>
        )}
        {revealing && cases.length === 0 ? (
          <Alert severity="warning">{translate('app.csr.reveal_no_case')}</Alert>
        ) : null}
        {revealing && cases.length > 0 ? (
          <TextField
            select
            label={translate('app.csr.reveal_case')}
            helperText={translate('app.csr.reveal_case_help')}
            value={caseKey}
            autoFocus
            onChange={(event) => setCaseKey(event.target.value)}
          >
            {cases.map((c) => (
              <MenuItem key={`${c.reason}:${c.id}`} value={`${c.reason}:${c.id}`}>
                {translate(`app.csr.cases.${c.reason}`)}: {c.label} ({when(c.createdAt)})
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {revealing ? null : (
          <TextField
            multiline
            minRows={2}
            label={translate('app.csr.reason')}
            helperText={translate('app.csr.reason_help')}
            value={reason}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Stack>
    </FormDialog>
  );
};

/**
 * The call behind a reason dialog: the revealed value (`reason` is the chosen case,
 * 'ticket:12'), or the consumer's page after the fix.
 */
async function submitReason(userId: number, pending: Pending, reason: string, value: string) {
  const base = `/admin/csr/consumers/${userId}`;
  if (pending.kind === 'reveal') {
    const [kind, id] = reason.split(':');
    const { data } = await api<{ data: { value: string | null } }>(
      `${base}/reveal`,
      jsonRequest('POST', { field: pending.field, reason: kind, reference_id: Number(id) }),
    );
    return { value: data.value };
  }
  const { data } = await api<{ data: CsrConsumerView }>(
    `${base}/profile`,
    jsonRequest('PUT', { field: pending.field, value, reason }),
  );
  return { view: data };
}
