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
import { useTranslate } from 'react-admin';
import type { TemplateFailure } from './validateTemplate';

/** A template's variables, in the order of their {#var#}: a name and a type each. */
export const VariablesInput = ({
  variables,
  failure,
  onChange,
}: {
  variables: SmsVariable[];
  failure?: TemplateFailure;
  onChange: (variables: SmsVariable[]) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.messaging.${key}`, options);
  const setVariable = (i: number, change: Partial<SmsVariable>) =>
    onChange(variables.map((v, j) => (j === i ? { ...v, ...change } : v)));
  return (
    <Box role="group" aria-label={t('variables')}>
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
      {failure ? (
        <FormHelperText error>{translate(`errors.${failure.code}`, failure.params)}</FormHelperText>
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
