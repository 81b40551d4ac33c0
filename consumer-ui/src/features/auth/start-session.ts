import { api } from '@/lib/api-client';
import { LANGUAGE_KEY } from '@/lib/landing';
import { updateSession } from '@/lib/session';

export interface SignedIn {
  token: string;
  prospectAppId: string;
  userId: number;
  /** The consumer is to agree to the consent notice in force before the journey. */
  consentRequired?: boolean;
  /** The consumer gave the analytics purpose. */
  analytics?: boolean;
}

/**
 * A new sign-in starts the journey afresh: no product or application is carried over; the
 * language chosen on this device is.
 */
export function startSession(session: SignedIn): void {
  updateSession({
    token: session.token,
    prospectAppId: session.prospectAppId,
    userId: session.userId,
    consentRequired: session.consentRequired ?? null,
    analyticsConsent: session.analytics ?? null,
    pendingPhone: null,
    appId: null,
    productId: null,
    productType: null,
    editMode: null,
  });
  // A language chosen before signing in (on the sign-in page, or ?lang=) is the consumer's.
  const language = localStorage.getItem(LANGUAGE_KEY);
  if (language)
    void api('POST', '/set-language', { uid: session.userId, language }).catch((error: unknown) =>
      console.error('set-language', error),
    );
}
