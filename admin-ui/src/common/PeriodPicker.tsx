import { useState } from 'react';
import {
  Box,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRESETS, presetRange, todayInIndia, type Preset } from '@marketplace/contracts';

export interface Period {
  from: string;
  to: string;
}

/** The chosen period: a preset (India days ending yesterday) or a custom range. */
export function usePeriod(initial: Preset = 'last7') {
  const today = todayInIndia();
  const [preset, setPreset] = useState<Preset>(initial);
  const [custom, setCustom] = useState<Period>(() => presetRange('last30', today));
  const period = preset === 'custom' ? custom : presetRange(preset, today);
  return { preset, setPreset, custom, setCustom, period, today };
}

/**
 * The period radios (yesterday, last 7 days, last 30 days, custom) and, for a custom range, its
 * two dates; the arrow keys move through the presets.
 */
export const PeriodPicker = ({ state }: { state: ReturnType<typeof usePeriod> }) => {
  const translate = useTranslate();
  const { preset, setPreset, custom, setCustom, today } = state;
  const t = (key: string) => translate(`app.dashboard.${key}`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }} useFlexGap>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" color="text.secondary">
          {t('period')}
        </Typography>
        <RadioGroup
          row
          name="preset"
          value={preset}
          onChange={(e) => setPreset(e.target.value as Preset)}
        >
          {PRESETS.map((p) => (
            <FormControlLabel
              key={p}
              value={p}
              control={<Radio size="small" />}
              label={t(`presets.${p}`)}
            />
          ))}
        </RadioGroup>
      </Box>
      {preset === 'custom' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={t(end)}
              value={custom[end]}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              onChange={(e) => e.target.value && setCustom({ ...custom, [end]: e.target.value })}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
};
