import { useEffect, useState } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { numberOrNull } from './useLenderUpdate';

export type FieldKind = 'integer' | 'decimal' | 'text' | 'date';

interface FieldProps {
  record: RaRecord;
  source: string;
  label?: string;
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
  /** The field's failure (translated), shown under it. */
  error?: string | null;
}

const fieldLabel = (source: string, label?: string) =>
  label ?? `resources.lenders.fields.${source}`;

/** A lender field that saves when the admin leaves it, if its value changed. */
export const LenderInput = ({
  record,
  source,
  label,
  kind,
  placeholder,
  onSave,
  error,
  check,
}: FieldProps & {
  kind: FieldKind;
  placeholder?: string;
  /** A rule checked before saving: the failure's text, or null to save. */
  check?: (value: number | null) => string | null;
}) => {
  const translate = useTranslate();
  const stored = record[source];
  const initial = stored === null || stored === undefined ? '' : String(stored);
  const [value, setValue] = useState(initial);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => setValue(initial), [initial]);
  const numeric = kind === 'integer' || kind === 'decimal';
  const commit = () => {
    if (value === initial) return setRefused(null);
    const next = numeric ? numberOrNull(value) : value.trim() === '' ? null : value.trim();
    // What was typed stays in the field with the reason: '-5' is never saved as 5.
    const failure = numeric ? (check?.(next as number | null) ?? null) : null;
    setRefused(failure);
    if (failure) return;
    void onSave({ [source]: next }).catch(() => undefined);
  };
  const shown = refused ?? error ?? null;
  return (
    <TextField
      fullWidth
      size="small"
      label={translate(fieldLabel(source, label))}
      value={value}
      type={kind === 'date' ? 'date' : 'text'}
      placeholder={placeholder}
      error={Boolean(shown)}
      helperText={shown ?? undefined}
      slotProps={{
        inputLabel: kind === 'date' ? { shrink: true } : undefined,
        htmlInput: numeric ? { inputMode: kind === 'integer' ? 'numeric' : 'decimal' } : {},
      }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && kind !== 'text') commit();
      }}
    />
  );
};

/** A 0/1 flag that saves on change. */
export const LenderSwitch = ({ record, source, label, onSave }: FieldProps) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={record[source] === 1}
          onChange={(event) =>
            void onSave({ [source]: event.target.checked ? 1 : 0 }).catch(() => undefined)
          }
        />
      }
      label={translate(fieldLabel(source, label))}
    />
  );
};

/** A choice that saves on change. */
export const LenderSelect = ({
  record,
  source,
  label,
  choices,
  onSave,
  error,
}: FieldProps & { choices: { id: string; name: string }[] }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(fieldLabel(source, label))}
      value={record[source] ?? ''}
      error={Boolean(error)}
      helperText={error ?? undefined}
      onChange={(event) => void onSave({ [source]: event.target.value }).catch(() => undefined)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
};
