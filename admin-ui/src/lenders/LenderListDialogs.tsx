import type { LenderView } from '@marketplace/contracts';
import { PATTERNS } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { useLenderUpdate } from './useLenderUpdate';

/** A new lender's name is letters, digits, underscores and hyphens. */
const LENDER_NAME = PATTERNS.lenderName;

/** The special offer of a lender: switch, text and dates, saved together. */
export const SpecialOfferDialog = ({
  record,
  onClose,
}: {
  record: LenderView | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const updateLender = useLenderUpdate();
  const [values, setValues] = useState({
    so_status: 0,
    so_text: '',
    so_date_start: '',
    so_date_end: '',
  });
  useEffect(() => {
    if (record)
      setValues({
        so_status: record.so_status ?? 0,
        so_text: record.so_text ?? '',
        so_date_start: record.so_date_start ?? '',
        so_date_end: record.so_date_end ?? '',
      });
  }, [record]);
  const save = async () => {
    if (!record) return;
    const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
    try {
      await updateLender(record, {
        so_status: values.so_status,
        so_text: orNull(values.so_text),
        so_date_start: orNull(values.so_date_start),
        so_date_end: orNull(values.so_date_end),
      });
      onClose();
    } catch {
      // toasted
    }
  };
  const text = (source: 'so_text' | 'so_date_start' | 'so_date_end', type = 'text') => (
    <TextField
      fullWidth
      size="small"
      type={type}
      label={translate(`resources.lenders.fields.${source}`)}
      value={values[source]}
      slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined }}
      onChange={(event) => setValues((v) => ({ ...v, [source]: event.target.value }))}
    />
  );
  return (
    <FormDialog
      open={!!record}
      title="app.lenders.special_offer_title"
      canSave
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={values.so_status === 1}
              onChange={(event) =>
                setValues((v) => ({ ...v, so_status: event.target.checked ? 1 : 0 }))
              }
            />
          }
          label={translate('resources.lenders.fields.so_status')}
        />
        {values.so_status === 1 && (
          <>
            {text('so_text')}
            {text('so_date_start', 'date')}
            {text('so_date_end', 'date')}
          </>
        )}
      </Stack>
    </FormDialog>
  );
};

/** A new lender by name; the rest is filled in on its page. */
export const AddLenderDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [name, setName] = useState('');
  useEffect(() => {
    if (open) setName('');
  }, [open]);
  const invalid = name.trim() !== '' && !LENDER_NAME.test(name.trim());
  const save = async () => {
    try {
      await create('lenders', { data: { name: name.trim() } }, { returnPromise: true });
      notify('app.lenders.created', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.lenders.add"
      canSave={name.trim() !== '' && !invalid}
      onClose={onClose}
      onSave={save}
    >
      <TextField
        autoFocus
        fullWidth
        label={translate('resources.lenders.fields.name')}
        value={name}
        error={invalid}
        helperText={invalid ? translate('app.lenders.name_invalid') : ' '}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
};
