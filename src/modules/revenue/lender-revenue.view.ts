import type { LenderRevenueView } from '@marketplace/contracts';
import { num, numText } from '../../common/rest/db-values';
import type { LenderRevenueRules } from './dto/lender-revenue.rules';
import type { LenderRevenueItem } from './lender-revenue-item.entity';

export const REVENUE_READ_ONLY = [
  'revenue_type_name',
  'sort_order',
  'created_at',
  'updated_at',
] as const;

export function toLenderRevenueView(item: LenderRevenueItem): LenderRevenueView {
  return {
    id: item.id,
    lender_id: item.lenderId,
    slab_disbursed_min: num(item.slabDisbursedMin),
    slab_disbursed_max: num(item.slabDisbursedMax),
    slab_number_min: item.slabNumberMin,
    slab_number_max: item.slabNumberMax,
    ats_min: num(item.atsMin),
    ats_max: num(item.atsMax),
    revenue_type_id: item.revenueTypeId,
    revenue_type_name: item.revenueType?.name ?? null,
    revenue_flat: num(item.revenueFlat),
    revenue_percent: num(item.revenuePercent),
    status: item.status,
    sort_order: item.sortOrder,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  } satisfies LenderRevenueView;
}

/** Writes a checked slab onto the entity: every field, absent numbers as null. */
export function applyLenderRevenueValues(item: LenderRevenueItem, v: LenderRevenueRules): void {
  item.lenderId = v.lender_id;
  item.revenueTypeId = v.revenue_type_id;
  item.slabDisbursedMin = numText(v.slab_disbursed_min);
  item.slabDisbursedMax = numText(v.slab_disbursed_max);
  item.slabNumberMin = v.slab_number_min ?? null;
  item.slabNumberMax = v.slab_number_max ?? null;
  item.atsMin = numText(v.ats_min);
  item.atsMax = numText(v.ats_max);
  item.revenueFlat = numText(v.revenue_flat);
  item.revenuePercent = numText(v.revenue_percent);
  item.status = v.status ?? 1;
}
