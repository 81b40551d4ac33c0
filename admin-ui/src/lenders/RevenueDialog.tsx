import type { LenderRevenueView } from '@marketplace/contracts';
import { useEffect, useState } from 'react';
import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../common/dialogs';
import {
  canSubmitRevenue,
  emptyRevenue,
  nonNegativeInput,
  revenueFromRecord,
  validateRevenue,
  type RevenueFormValues,
} from './validateRevenue';

type NumberField = Exclude<keyof RevenueFormValues, 'revenue_type_id' | 'status'>;

const ROWS: [NumberField, NumberField][] = [
  ['slab_disbursed_min', 'slab_disbursed_max'],
  ['slab_number_min', 'slab_number_max'],
  ['ats_min', 'ats_max'],
  ['revenue_flat', 'revenue_percent'],
];
const DECIMALS: NumberField[] = [
  'slab_disbursed_min',
  'slab_disbursed_max',
  'ats_min',
  'ats_max',
  'revenue_flat',
  'revenue_percent',
];

/** The lender's Add/Edit Revenue dialog. `record` null: closed; `{}`: a new slab. */
export const RevenueDialog = ({
  record,
  types,
  onClose,
  onSave,
}: {
  record: LenderRevenueView | Record<string, never> | null;
  types: { id: number; name: string }[];
  onClose: () => void;
  onSave: (values: RevenueFormValues) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [values, setValues] = useState<RevenueFormValues>(emptyRevenue());
  const [touched, setTouched] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!record) return;
    setValues(record.id ? revenueFromRecord(record as LenderRevenueView) : emptyRevenue());
    setTouched(new Set());
  }, [record]);
  const errors = validateRevenue(values);
  const shown = (field: keyof RevenueFormValues) =>
    touched.has(field) || values[field] !== '' ? errors[field] : undefined;
  const touch = (field: string) => setTouched((set) => new Set(set).add(field));

  const save = async () => {
    try {
      await onSave(values);
      onClose();
    } catch {
      // toasted by the caller; the dialog stays open
    }
  };

  const numberInput = (field: NumberField) => (
    <Grid size={6} key={field}>
      <TextField
        fullWidth
        size="small"
        label={translate(`app.revenue.fields.${field}`)}
        value={values[field]}
        error={!!shown(field)}
        helperText={shown(field) ? translate(shown(field) as string) : ' '}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            step: field === 'revenue_percent' ? 0.001 : undefined,
          },
        }}
        onBlur={() => touch(field)}
        onChange={(event) =>
          setValues((v) => ({
            ...v,
            [field]: nonNegativeInput(event.target.value, DECIMALS.includes(field)),
          }))
        }
      />
    </Grid>
  );

  return (
    <FormDialog
      open={!!record}
      title={record?.id ? 'app.revenue.edit_title' : 'app.revenue.add_title'}
      canSave={canSubmitRevenue(values, errors)}
      onClose={onClose}
      onSave={save}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            select
            fullWidth
            size="small"
            label={translate('app.revenue.fields.revenue_type_id')}
            value={values.revenue_type_id}
            error={!!shown('revenue_type_id')}
            helperText={
              shown('revenue_type_id') ? translate(shown('revenue_type_id') as string) : ' '
            }
            onBlur={() => touch('revenue_type_id')}
            onChange={(event) => setValues((v) => ({ ...v, revenue_type_id: event.target.value }))}
          >
            {types.map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {ROWS.flat().map(numberInput)}
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={values.status === 1}
                onChange={(event) =>
                  setValues((v) => ({ ...v, status: event.target.checked ? 1 : 0 }))
                }
              />
            }
            label={translate('app.revenue.fields.status')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
};
