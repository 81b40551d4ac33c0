import { LENDER_RANGES, type LenderView } from '@marketplace/contracts';

/** The lender's fields that come in min/max pairs. */
type RangeField = (typeof LENDER_RANGES)[number][number];

/** Why a lender's number may not be saved: negative, or a max below its min. */
export type LenderValueFailure =
  { code: 'POSITIVE_NUMBER' } | { code: 'LENDER_MAX_BELOW_MIN'; min: string; max: string };

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/**
 * The server's rules for one numeric field of the lender edit, checked before the save so that
 * the reason shows under the field: every number is 0 or more ('Must be a positive number'),
 * and a pair's max is not below its min (the other side as the record holds it).
 */
export function lenderValueFailure(
  source: string,
  value: number | null,
  record: Partial<Pick<LenderView, RangeField>>,
): LenderValueFailure | null {
  if (value === null) return null;
  if (!isNumber(value) || value < 0) return { code: 'POSITIVE_NUMBER' };
  for (const [min, max] of LENDER_RANGES) {
    const low = source === min ? value : source === max ? record[min] : undefined;
    const high = source === max ? value : source === min ? record[max] : undefined;
    if (isNumber(low) && isNumber(high) && high < low)
      return { code: 'LENDER_MAX_BELOW_MIN', min, max };
  }
  return null;
}
