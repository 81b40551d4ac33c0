import type { LendingPartner, MatchingMethod } from '@marketplace/contracts';
import { api } from '@/lib/api-client';

/** GET /api/public/lending-partners */
export const getLendingPartners = () =>
  api<{ data: LendingPartner[] }>('GET', '/public/lending-partners');

/** GET /api/public/matching-method */
export const getMatchingMethod = () => api<MatchingMethod>('GET', '/public/matching-method');
