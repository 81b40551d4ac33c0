import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export type Values = Record<string, string>;

/** Text fields bound to one values object; each with its label key and input attributes. */
export const Fields = ({
  fields,
  values,
  onChange,
}: {
  fields: { source: string; label?: string; required?: boolean; type?: string; helper?: string }[];
  values: Values;
  onChange: (values: Values) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {fields.map(({ source, label, required, type, helper }, index) => (
        <TextField
          key={source}
          autoFocus={index === 0}
          required={required}
          type={type}
          label={translate(label ?? `app.merchants.fields.${source}`)}
          helperText={helper ? translate(helper) : undefined}
          value={values[source] ?? ''}
          onChange={(event) => onChange({ ...values, [source]: event.target.value })}
        />
      ))}
    </Stack>
  );
};

/** The saved values: trimmed, empty ones sent as null (cleared). */
export const cleaned = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value.trim()]),
  );
