import { api } from '@/lib/api-client';
import { clearJourney, getSession } from '@/lib/session';
import { logoutCall } from './api/otp';

/** The card lists kept with the cookies calls (/api/cookies/…), secured and unsecured. */
export const CARD_COOKIES = ['CCDetails', 'CCDetailsSecured', 'CCDetailsUnsecured'];

/**
 * Consumer logout: revoke the token, delete the card cookies, clear the
 * journey's session values. Server failures do not keep anyone signed in.
 */
export async function logout(): Promise<void> {
  if (getSession().token) {
    await Promise.allSettled(CARD_COOKIES.map((name) => api('POST', '/cookies/delete', { name })));
    await logoutCall().catch((error: unknown) => console.error('logout', error));
  }
  clearJourney();
}
