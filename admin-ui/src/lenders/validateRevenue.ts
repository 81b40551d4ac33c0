import { LIMITS, type LenderRevenueView } from '@marketplace/contracts';

/** The revenue form's values as typed (texts; '' is empty). */
export interface RevenueFormValues {
  revenue_type_id: string;
  slab_disbursed_min: string;
  slab_disbursed_max: string;
  slab_number_min: string;
  slab_number_max: string;
  ats_min: string;
  ats_max: string;
  revenue_flat: string;
  revenue_percent: string;
  status: number;
}

export const RANGES = [
  ['slab_disbursed_min', 'slab_disbursed_max'],
  ['slab_number_min', 'slab_number_max'],
  ['ats_min', 'ats_max'],
] as const;

export const NUMBER_FIELDS = [
  'slab_disbursed_min',
  'slab_disbursed_max',
  'slab_number_min',
  'slab_number_max',
  'ats_min',
  'ats_max',
  'revenue_flat',
  'revenue_percent',
] as const;

export type RevenueErrors = Partial<Record<keyof RevenueFormValues, string>>;

const num = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The revenue form's rules: a type is required; the flat amount is a non-negative number; the
 * percent is 0–100; every max is strictly greater than its min. Messages are translation keys.
 */
export function validateRevenue(values: RevenueFormValues): RevenueErrors {
  const errors: RevenueErrors = {};
  if (!values.revenue_type_id) errors.revenue_type_id = 'app.revenue.errors.type_required';
  for (const field of NUMBER_FIELDS) {
    const value = num(values[field]);
    if (value !== null && (Number.isNaN(value) || value < 0))
      errors[field] = 'app.revenue.errors.positive';
  }
  const percent = num(values.revenue_percent);
  if (
    percent !== null &&
    !(percent >= LIMITS.revenuePercent.min && percent <= LIMITS.revenuePercent.max)
  )
    errors.revenue_percent = 'app.revenue.errors.percent_range';
  for (const [min, max] of RANGES) {
    const low = num(values[min]);
    const high = num(values[max]);
    if (low !== null && high !== null && !errors[max] && !(high > low))
      errors[max] = 'app.revenue.errors.max_over_min';
  }
  return errors;
}

/** Submit stays disabled until a type is chosen and a flat amount or a percent is above 0. */
export function canSubmitRevenue(values: RevenueFormValues, errors: RevenueErrors): boolean {
  const positive = (text: string) => num(text) !== null && (num(text) as number) > 0;
  return (
    Object.keys(errors).length === 0 &&
    !!values.revenue_type_id &&
    (positive(values.revenue_flat) || positive(values.revenue_percent))
  );
}

/** The slab as the API takes it: empty numbers as null. */
export function toRevenuePayload(values: RevenueFormValues, lenderId: number) {
  const payload: Record<string, number | null> = {
    lender_id: lenderId,
    revenue_type_id: Number(values.revenue_type_id),
    status: values.status,
  };
  for (const field of NUMBER_FIELDS) payload[field] = num(values[field]);
  return payload;
}

/** Negative entries are refused at input: keeps digits and one decimal point. */
export function nonNegativeInput(text: string, decimals: boolean): string {
  const cleaned = text.replace(decimals ? /[^0-9.]/g : /[^0-9]/g, '');
  if (!decimals) return cleaned;
  const [whole, ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

export const emptyRevenue = (): RevenueFormValues => ({
  revenue_type_id: '',
  slab_disbursed_min: '',
  slab_disbursed_max: '',
  slab_number_min: '',
  slab_number_max: '',
  ats_min: '',
  ats_max: '',
  revenue_flat: '',
  revenue_percent: '',
  status: 1,
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const revenueFromRecord = (record: LenderRevenueView): RevenueFormValues => ({
  revenue_type_id: text(record.revenue_type_id),
  slab_disbursed_min: text(record.slab_disbursed_min),
  slab_disbursed_max: text(record.slab_disbursed_max),
  slab_number_min: text(record.slab_number_min),
  slab_number_max: text(record.slab_number_max),
  ats_min: text(record.ats_min),
  ats_max: text(record.ats_max),
  revenue_flat: text(record.revenue_flat),
  revenue_percent: text(record.revenue_percent),
  status: record.status === 0 ? 0 : 1,
});
