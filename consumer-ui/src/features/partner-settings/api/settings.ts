import type { PartnerSettingsView } from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';

/** GET /api/partner/settings: the partner's details (PAN and account masked). */
export const getSettings = (auth: CallAuth) =>
  api<{ data: PartnerSettingsView }>('GET', '/partner/settings', undefined, { auth });

/** PUT /api/partner/settings */
export const saveSettings = (
  auth: CallAuth,
  values: PartnerSettingsView & { current_password?: string },
) => api<{ data: PartnerSettingsView }>('PUT', '/partner/settings', values, { auth });

/** POST /api/partner/change-password: a fresh token for this browser. */
export const changePassword = (
  auth: CallAuth,
  body: { current_password: string; new_password: string },
) => api<{ token: string }>('POST', '/partner/change-password', body, { auth });
