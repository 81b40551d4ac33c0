import { updateSession } from '@/lib/session';

export interface SignedIn {
  token: string;
  prospectAppId: string;
  userId: number;
}

/** A new sign-in starts the journey afresh: no product or application is carried over. */
export function startSession(session: SignedIn): void {
  updateSession({
    token: session.token,
    prospectAppId: session.prospectAppId,
    userId: session.userId,
    pendingPhone: null,
    appId: null,
    productId: null,
    productType: null,
    editMode: null,
  });
}
