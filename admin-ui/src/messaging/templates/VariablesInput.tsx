import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { SMS_VARIABLE_TYPES, type SmsVariable } from '@marketplace/contracts';
import { useInput, useTranslate, ValidationError } from 'react-admin';

/**
 * A template's variables, in the order of their {#var#}: a name and a type each. One input of the
 * form (`variables`), so that the form's validation shows its reason below the list.
 */
export const VariablesInput = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const { field, fieldState } = useInput<SmsVariable[]>({ source: 'variables' });
  const variables: SmsVariable[] = field.value ?? [];
  const onChange = (next: SmsVariable[]) => field.onChange(next);
  const setVariable = (i: number, change: Partial<SmsVariable>) =>
    onChange(variables.map((v, j) => (j === i ? { ...v, ...change } : v)));
  const error = fieldState.error?.message;
  return (
    <Box role="group" aria-label={t('variables')} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" component="h4" gutterBottom>
        {t('variables')}
      </Typography>
      <Stack spacing={1}>
        {variables.map((v, i) => (
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
              onClick={() => onChange(variables.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {error ? (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
      <Button
        onClick={() =>
          onChange([...variables, { name: `var${variables.length + 1}`, type: 'text' }])
        }
      >
        {t('add_variable')}
      </Button>
    </Box>
  );
};
