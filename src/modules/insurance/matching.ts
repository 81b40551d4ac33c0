import type {
  InsuranceAnswers,
  InsurancePlan,
  InsuranceQuoteView,
  InsuranceReason,
} from '@marketplace/contracts';

/** An insurer as matching reads it: its shown details and its plan for the type asked. */
export interface InsurerCandidate {
  id: number;
  name: string;
  legalName: string;
  irdaiRegistration: string;
  claimSettlementRatio: number | null;
  plan: InsurancePlan;
}

/** Why the plan does not accept the answers; none when it does. */
export function reasonsNotMatched(plan: InsurancePlan, a: InsuranceAnswers): InsuranceReason[] {
  const reasons: InsuranceReason[] = [];
  if (a.age < plan.minAge || a.age > plan.maxAge) reasons.push('age');
  if (a.cover < plan.coverMin) reasons.push('cover_below');
  if (a.cover > plan.coverMax) reasons.push('cover_above');
  if (plan.minAnnualIncome !== null && (a.annualIncome ?? 0) < plan.minAnnualIncome)
    reasons.push('income');
  if (plan.maxVehicleAgeYears !== null && (a.vehicleAgeYears ?? 0) > plan.maxVehicleAgeYears)
    reasons.push('vehicle_age');
  return reasons;
}

const byName = (x: InsurerCandidate, y: InsurerCandidate) =>
  x.name.localeCompare(y.name, 'en-IN') || x.id - y.id;

/**
 * The published order, the same for everyone and never by what an insurer pays us: the matched
 * insurers by their indicative premium, lowest first (an insurer that gives none after those
 * that do), then by name; then the insurers not matched, by name, each with its reasons.
 */
export function rank(candidates: InsurerCandidate[], a: InsuranceAnswers): InsuranceQuoteView[] {
  const judged = candidates.map((c) => ({ c, reasons: reasonsNotMatched(c.plan, a) }));
  const premium = (c: InsurerCandidate) => c.plan.premiumFrom ?? Number.POSITIVE_INFINITY;
  const matched = judged
    .filter((j) => !j.reasons.length)
    .sort((x, y) => premium(x.c) - premium(y.c) || byName(x.c, y.c));
  const notMatched = judged.filter((j) => j.reasons.length).sort((x, y) => byName(x.c, y.c));
  return [...matched, ...notMatched].map(({ c, reasons }) => {
    // The insurer's address is the hand-off's to give, after consent: not part of the list.
    const { redirectUrl: _url, type: _type, ...plan } = c.plan;
    return {
      insurerId: c.id,
      name: c.name,
      legalName: c.legalName,
      irdaiRegistration: c.irdaiRegistration,
      claimSettlementRatio: c.claimSettlementRatio,
      plan,
      matched: !reasons.length,
      reasons,
    };
  });
}
