import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATTERNS } from '@marketplace/contracts';
import { PageSpinner } from '@/components/ui/page-spinner';
import { signInWithPartnerToken, startSession } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { deployment } from '@/lib/deployment';
import { productsPath, signInPath } from '@/lib/routing';
import { paths } from '../paths';

/** What the login page shows when a partner's sign-in link was refused. */
export interface SignInRefused {
  signInRefused: string;
  /** The mobile the partner's token named, filled in when the OTP sign-in is what it needs. */
  mobile?: string;
}

/**
 * The mobile (`sub`) of a token the server verified and refused only because this consumer must
 * sign in by OTP: read from the token itself, so the answer carries no mobile.
 */
function tokenMobile(token: string): string | undefined {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const sub = (JSON.parse(atob(payload)) as { sub?: unknown }).sub;
    return typeof sub === 'string' && PATTERNS.mobile.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

// One request per token, though a page's effects may run twice (React's development checks).
const attempts = new Map<string, ReturnType<typeof signInWithPartnerToken>>();

/**
 * /auth?token=…: a partner's site hands its customer over signed in (README, "Sign-in and
 * access"). A valid token lands on the products; an expired, reused or forged one on the login
 * page with the reason, and one for a consumer the partner may not sign in (SIGN_IN_TOKEN_NEEDS_OTP)
 * on the OTP sign-in with that mobile filled in.
 */
export const PartnerSignInRoute = () => {
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  useEffect(() => {
    // The token leaves the address bar and history at once: it is a credential until used.
    window.history.replaceState(window.history.state, '', paths.auth.getHref());
    if (!attempts.has(token)) attempts.set(token, signInWithPartnerToken(token));
    attempts.get(token)!.then(
      (session) => {
        startSession(session);
        void navigate(productsPath(deployment()), { replace: true });
      },
      (error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'SERVICE_UNAVAILABLE';
        const state: SignInRefused = {
          signInRefused: code,
          mobile: code === 'SIGN_IN_TOKEN_NEEDS_OTP' ? tokenMobile(token) : undefined,
        };
        void navigate(signInPath(deployment()), { replace: true, state });
      },
    );
  }, [token, navigate]);
  return <PageSpinner />;
};
