import type { DataSource } from 'typeorm';
import { LenderRevenueItem } from '../../src/modules/revenue/lender-revenue-item.entity';
import { RevenueType } from '../../src/modules/revenue/revenue-type.entity';
import { createLender } from './lender.factory';

/** A seeded revenue type by name ('Disbursal', 'Sanction', 'Login', 'Lead', …). */
export function findRevenueType(ds: DataSource, name = 'Disbursal') {
  return ds.getRepository(RevenueType).findOneByOrFail({ name });
}

/** Saves an active 2% disbursal slab, creating a lender unless `lenderId` is given. */
export async function createLenderRevenueItem(
  ds: DataSource,
  overrides: Partial<LenderRevenueItem> = {},
) {
  const lenderId = overrides.lenderId ?? (await createLender(ds)).id;
  const revenueTypeId = overrides.revenueTypeId ?? (await findRevenueType(ds)).id;
  const item = Object.assign(new LenderRevenueItem(), {
    revenuePercent: '2.000',
    revenueFlat: null,
    status: 1,
    sortOrder: 0,
    ...overrides,
    lenderId,
    revenueTypeId,
  });
  return ds.getRepository(LenderRevenueItem).save(item);
}
