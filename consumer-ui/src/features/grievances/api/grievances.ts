import type { GrievanceCategory, GrievanceReceipt, GrievanceView } from '@marketplace/contracts';
import { api } from '@/lib/api-client';

export interface RaiseGrievanceInput {
  name: string;
  mobile: string;
  email?: string;
  category: GrievanceCategory;
  description: string;
}

/** POST /api/grievances */
export const raiseGrievance = (input: RaiseGrievanceInput) =>
  api<GrievanceReceipt>('POST', '/grievances', input);

/** POST /api/grievances/lookup (a POST: the mobile stays out of the URL). */
export const lookupGrievance = (reference: string, mobile: string) =>
  api<GrievanceView>('POST', '/grievances/lookup', { reference, mobile });
