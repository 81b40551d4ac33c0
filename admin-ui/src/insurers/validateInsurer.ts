import { INSURANCE_TYPES } from '@marketplace/contracts';

/** A plan as the form holds it: numbers, or null when left empty. */
export interface PlanValues {
  type?: string | null;
  name?: string | null;
  nameHi?: string | null;
  minAge?: number | null;
  maxAge?: number | null;
  coverMin?: number | null;
  coverMax?: number | null;
  premiumFrom?: number | null;
  waitingPeriodMonths?: number | null;
  minAnnualIncome?: number | null;
  maxVehicleAgeYears?: number | null;
  features?: string | null;
  featuresHi?: string | null;
  redirectUrl?: string | null;
}

export interface InsurerValues {
  name?: string | null;
  legalName?: string | null;
  irdaiRegistration?: string | null;
  claimSettlementRatio?: number | null;
  status?: number | null;
  plans?: PlanValues[] | null;
}

type Message = string | { message: string; args: Record<string, string | number> };
type PlanErrors = Partial<Record<keyof PlanValues, Message>>;
export type InsurerErrors = Partial<Record<Exclude<keyof InsurerValues, 'plans'>, Message>> & {
  plans?: PlanErrors[];
};

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const REQUIRED = 'ra.validation.required';

/** Whole numbers in range, as the server checks them; null when left empty and optional. */
const NUMBERS: [keyof PlanValues, number, number, boolean][] = [
  ['minAge', 0, 99, true],
  ['maxAge', 0, 99, true],
  ['coverMin', 1_000, 1_000_000_000, true],
  ['coverMax', 1_000, 1_000_000_000, true],
  ['premiumFrom', 1, 10_000_000, false],
  ['waitingPeriodMonths', 0, 120, false],
  ['minAnnualIncome', 0, 1_000_000_000, false],
  ['maxVehicleAgeYears', 0, 30, false],
];

function validatePlan(p: PlanValues, seen: Set<string>): PlanErrors {
  const e: PlanErrors = {};
  if (!p.type || !(INSURANCE_TYPES as readonly string[]).includes(p.type)) e.type = REQUIRED;
  else if (seen.has(p.type)) e.type = 'app.insurers.errors.repeated';
  else seen.add(p.type);
  for (const field of ['name', 'nameHi', 'features', 'featuresHi', 'redirectUrl'] as const)
    if (blank(p[field])) e[field] = REQUIRED;
  if (!e.redirectUrl && !/^https?:\/\/[^\s/]+/.test(String(p.redirectUrl)))
    e.redirectUrl = 'app.insurers.errors.url';
  for (const [field, min, max, required] of NUMBERS) {
    const v = p[field];
    if (blank(v)) {
      if (required) e[field] = REQUIRED;
    } else if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
      e[field] = { message: 'app.insurers.errors.whole', args: { min, max } };
  }
  if (!e.maxAge && !e.minAge && (p.minAge as number) > (p.maxAge as number))
    e.maxAge = 'app.insurers.errors.age_range';
  if (!e.coverMax && !e.coverMin && (p.coverMin as number) > (p.coverMax as number))
    e.coverMax = 'app.insurers.errors.cover_range';
  return e;
}

/**
 * The insurer form's rules, shared by create and edit, the same as the server's: the names and
 * the IRDAI registration required, the claim settlement ratio 0–100, every plan complete, its
 * minimums not above its maximums, one plan per insurance type. Messages are translation keys.
 */
export function validateInsurer(values: InsurerValues): InsurerErrors {
  const errors: InsurerErrors = {};
  for (const field of ['name', 'legalName', 'irdaiRegistration'] as const)
    if (blank(values[field])) errors[field] = REQUIRED;
  const ratio = values.claimSettlementRatio;
  if (!blank(ratio) && ((ratio as number) < 0 || (ratio as number) > 100))
    errors.claimSettlementRatio = 'app.insurers.errors.ratio';
  const seen = new Set<string>();
  const plans = (values.plans ?? []).map((p) => validatePlan(p ?? {}, seen));
  if (plans.some((p) => Object.keys(p).length)) errors.plans = plans;
  return errors;
}
