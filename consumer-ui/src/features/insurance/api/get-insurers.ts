import type { InsuranceAnswers, InsuranceEligibilityView } from '@marketplace/contracts';
import { api } from '@/lib/api-client';

/** POST /api/insurance/eligibility: every insurer offering the type, matched ones first. */
export const getInsurers = (answers: InsuranceAnswers) =>
  api<InsuranceEligibilityView>('POST', '/insurance/eligibility', answers);
