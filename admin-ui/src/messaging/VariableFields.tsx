import { TextField } from '@mui/material';
import type { SmsVariable } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';

/** One field per campaign-wide variable (a consumer's first name is their own). */
export const VariableFields = ({
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
