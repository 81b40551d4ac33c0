import { exitMasqueradeCall, partnerLogoutCall } from './api/partner-auth';
import { clearPartnerSession, getPartnerSession } from './session';

/**
 * Signs the partner out: the server revokes the token (a masquerade's is its exit), then the
 * partner session values go. A server failure does not keep anyone signed in.
 */
export async function partnerLogout(): Promise<void> {
  const { token, masquerade } = getPartnerSession();
  if (token)
    await (masquerade ? exitMasqueradeCall() : partnerLogoutCall()).catch((error: unknown) =>
      console.error('partner logout', error),
    );
  clearPartnerSession();
}
