import type { Eligibility, HandOff, KfsView, Offers } from '@marketplace/contracts';
import { api, apiData } from '@/lib/api-client';

// The answers' types are the contracts package's, which the server builds them to.
export type { Eligibility, HandOff, NotMatched, Offer, Offers } from '@marketplace/contracts';

/** GET /api/offers[?appId=] */
export const getOffers = (appId?: string | null) =>
  apiData<Offers>('GET', `/offers${appId ? `?appId=${appId}` : ''}`);

/** POST /api/lenders-transaction/{lender}: hands the application to the lender. */
export const handOff = (lender: string, appId: string | null, kfsId?: string) =>
  apiData<HandOff>('POST', `/lenders-transaction/${lender}`, { appId: appId ?? undefined, kfsId });

/** POST /api/kfs: the offer's Key Fact Statement in `language` (the valid one, if issued). */
export const issueKfs = (lender: string, language: 'en' | 'hi', appId: string | null) =>
  api<KfsView>('POST', '/kfs', appId ? { lender, language, appId } : { lender, language });

/** POST /api/kfs/{id}/acknowledge */
export const acknowledgeKfs = (id: string) => api<KfsView>('POST', `/kfs/${id}/acknowledge`, {});

/** POST /api/user/{prospectAppId}/eligibility (the welcome-back check). */
export const checkEligibility = (prospectAppId: string, categoryIds: string[]) =>
  apiData<Eligibility>('POST', `/user/${prospectAppId}/eligibility`, {
    domain: 'credit',
    conditions: { categoryIds },
  });
