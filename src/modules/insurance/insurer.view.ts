import type { InsuranceType, InsurerView } from '@marketplace/contracts';
import { INSURANCE_TYPES } from '@marketplace/contracts';
import type { Insurer } from './insurer.entity';

/** An insurer as the back office reads it; `products`: the types of its plans, in order. */
export const toInsurerView = (i: Insurer): InsurerView => ({
  id: i.id,
  name: i.name,
  legalName: i.legalName,
  irdaiRegistration: i.irdaiRegistration,
  claimSettlementRatio: i.claimSettlementRatio === null ? null : Number(i.claimSettlementRatio),
  status: i.status === 1 ? 1 : 0,
  products: INSURANCE_TYPES.filter((t: InsuranceType) => i.plans.some((p) => p.type === t)),
  plans: i.plans,
  createdAt: i.createdAt.toISOString(),
  updatedAt: i.updatedAt.toISOString(),
});
