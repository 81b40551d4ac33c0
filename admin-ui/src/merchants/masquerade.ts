import { PARTNER_SESSION_KEYS as KEYS, type MasqueradeAnswer } from '@marketplace/contracts';

/** Where the partner portal starts: its dashboard. */
const PORTAL = '/partner';

/**
 * Hands a masquerade's partner token to the partner portal (the same origin, so the same
 * localStorage) and opens it; its 'Exit' comes back to /admin/merchant-management.
 */
export function openPortalAs(answer: MasqueradeAnswer): void {
  localStorage.setItem(KEYS.token, answer.token);
  localStorage.setItem(KEYS.partnerId, String(answer.partnerId));
  localStorage.setItem(KEYS.isPartner, '1');
  localStorage.setItem(KEYS.masquerade, '1');
  if (answer.merchantId) localStorage.setItem(KEYS.merchantId, String(answer.merchantId));
  else localStorage.removeItem(KEYS.merchantId);
  window.location.assign(PORTAL);
}
