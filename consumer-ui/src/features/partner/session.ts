import { PARTNER_SESSION_KEYS } from '@marketplace/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The partner portal's session values: the partner token, partner id, merchant
 * id, the is-partner flag and the masquerade flag, in localStorage beside the consumer's. The
 * merchant is kept as `partnerMerchantId`: the consumer journey's `merchantId` (a visit's
 * attribution) lives in the same storage.
 */
export interface PartnerSession {
  token: string | null;
  partnerId: number | null;
  merchantId: number | null;
  /** An admin acting as this partner (the 'Masquerade Mode' banner). */
  masquerade: boolean;
}

const KEYS = PARTNER_SESSION_KEYS;

const number = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

function read(): PartnerSession {
  return {
    token: localStorage.getItem(KEYS.token),
    partnerId: number(localStorage.getItem(KEYS.partnerId)),
    merchantId: number(localStorage.getItem(KEYS.merchantId)),
    masquerade: localStorage.getItem(KEYS.masquerade) === '1',
  };
}

let current = read();
const listeners = new Set<() => void>();
const notify = () => {
  current = read();
  listeners.forEach((l) => l());
};

export const getPartnerSession = () => current;

const SIGNED_OUT: PartnerSession = {
  token: null,
  partnerId: null,
  merchantId: null,
  masquerade: false,
};

export function usePartnerSession(): PartnerSession {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The prerendered sign-in page was drawn signed out, so it hydrates.
    () => SIGNED_OUT,
  );
}

/** Stores a sign-in (a partner login, or an admin's masquerade token). */
export function startPartnerSession(s: {
  token: string;
  partnerId: number;
  merchantId: number | null;
  masquerade?: boolean;
}): void {
  localStorage.setItem(KEYS.token, s.token);
  localStorage.setItem(KEYS.partnerId, String(s.partnerId));
  localStorage.setItem(KEYS.isPartner, '1');
  if (s.merchantId) localStorage.setItem(KEYS.merchantId, String(s.merchantId));
  else localStorage.removeItem(KEYS.merchantId);
  if (s.masquerade) localStorage.setItem(KEYS.masquerade, '1');
  else localStorage.removeItem(KEYS.masquerade);
  notify();
}

/** Partner logout: the token, the partner id and the is-partner flag go. */
export function clearPartnerSession(): void {
  Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  notify();
}
