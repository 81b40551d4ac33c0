import { useEffect, useState } from 'react';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { nonNegativeInput } from './validateRevenue';
import { numberOrNull } from './useLenderUpdate';

export type FieldKind = 'integer' | 'decimal' | 'text' | 'date';

interface FieldProps {
  record: RaRecord;
  source: string;
  label?: string;
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
}

const fieldLabel = (source: string, label?: string) =>
  label ?? `resources.lenders.fields.${source}`;

/** A lender field that saves when the admin leaves it, if its value changed (admin spec §2). */
export const LenderInput = ({
  record,
  source,
  label,
  kind,
  placeholder,
  onSave,
}: FieldProps & { kind: FieldKind; placeholder?: string }) => {
  const translate = useTranslate();
  const stored = record[source];
  const initial = stored === null || stored === undefined ? '' : String(stored);
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const numeric = kind === 'integer' || kind === 'decimal';
  const commit = () => {
    if (value === initial) return;
    const next = numeric ? numberOrNull(value) : value.trim() === '' ? null : value.trim();
    void onSave({ [source]: next }).catch(() => undefined);
  };
  return (
    <TextField
      fullWidth
      size="small"
      label={translate(fieldLabel(source, label))}
      value={value}
      type={kind === 'date' ? 'date' : 'text'}
      placeholder={placeholder}
      slotProps={{
        inputLabel: kind === 'date' ? { shrink: true } : undefined,
        htmlInput: numeric ? { inputMode: kind === 'integer' ? 'numeric' : 'decimal' } : {},
      }}
      onChange={(event) =>
        setValue(
          numeric ? nonNegativeInput(event.target.value, kind === 'decimal') : event.target.value,
        )
      }
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
}: FieldProps & { choices: { id: string; name: string }[] }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(fieldLabel(source, label))}
      value={record[source] ?? ''}
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
