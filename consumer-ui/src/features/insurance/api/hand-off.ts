import type { InsuranceAnswers, InsuranceHandOffView } from '@marketplace/contracts';
import { api } from '@/lib/api-client';

/** POST /api/insurance/transaction/{insurerId}: the hand-off, on the consumer's consent. */
export const handOffToInsurer = (insurerId: number, answers: InsuranceAnswers) =>
  api<InsuranceHandOffView>('POST', `/insurance/transaction/${insurerId}`, {
    ...answers,
    consent: true,
  });
