import type { PartnerAccount, PartnerLogin } from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';
import { clearPartnerSession, getPartnerSession } from '../session';

let onUnauthorized: () => void = () => undefined;

/** What a 401 on a partner call does after the session is cleared: set by the portal's layout. */
export function setPartnerUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * The partner token for a call; a 401 clears the partner session, unless
 * another sign-in has replaced that token meanwhile (a late answer to a call made before a
 * logout must not sign out whoever signed in after it).
 */
export const partnerAuth = (): CallAuth => {
  const { token } = getPartnerSession();
  return {
    token,
    onUnauthorized: () => {
      if (getPartnerSession().token !== token) return;
      clearPartnerSession();
      onUnauthorized();
    },
  };
};

/** POST /api/partner/login: a partner user's sign-in, of the named partner when there is one. */
export const partnerLogin = (email: string, password: string, partnerName?: string) =>
  api<PartnerLogin>('POST', '/partner/login', {
    email,
    password,
    ...(partnerName ? { partnerName } : {}),
  });

/** GET /api/partner/get-revenue, which the portal's guard also calls to check the token. */
export const getPartnerAccount = () =>
  api<PartnerAccount>('GET', '/partner/get-revenue', undefined, { auth: partnerAuth() });

/** POST /api/partner/logout (a masquerade's logout is its exit). */
export const partnerLogoutCall = () => api('POST', '/partner/logout', {}, { auth: partnerAuth() });

/** POST /api/admin/masquerade/exit, with the masquerade's partner token. */
export const exitMasqueradeCall = () =>
  api('POST', '/admin/masquerade/exit', {}, { auth: partnerAuth() });
