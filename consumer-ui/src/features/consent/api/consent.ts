import type { ConsentStateView, OptionalPurpose } from '@marketplace/contracts';
import { api } from '@/lib/api-client';

export type ConsentChoices = Record<OptionalPurpose, boolean>;

/** GET /api/consent */
export const getConsent = () => api<ConsentStateView>('GET', '/consent');

/** POST /api/consent: agreement to the notice in force, with each optional purpose chosen. */
export const agreeToNotice = (version: number, choices: ConsentChoices) =>
  api<ConsentStateView>('POST', '/consent', { version, ...choices });

/** PUT /api/consent/{purpose}: one purpose given or withdrawn. */
export const changeConsent = (purpose: OptionalPurpose, granted: boolean) =>
  api<ConsentStateView>('PUT', `/consent/${purpose}`, { granted });

/** POST /api/privacy/erasure */
export const requestErasure = () => api<{ requestedAt: string }>('POST', '/privacy/erasure', {});
