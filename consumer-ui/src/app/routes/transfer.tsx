import { useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { deployment } from '@/lib/deployment';
import { productsPath, signInPath } from '@/lib/routing';
import { getSession } from '@/lib/session';
import { PATTERNS } from '@/lib/validation';
import { paths } from '../paths';

/**
 * /transfer/{prospectId}: a journey handed over from another channel (a partner's or an
 * agent's link). Signed in: continue at the products; otherwise sign in first. The link alone
 * opens nothing: the OTP proves who continues, and the server answers only their own records.
 */
export const TransferRoute = () => {
  const { prospectId = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const s = getSession();
    if (!PATTERNS.uuid.test(prospectId)) {
      void navigate(paths.notFoundPage.getHref(), { replace: true });
      return;
    }
    const signedIn = Boolean(s.token && s.prospectAppId);
    const d = deployment();
    void navigate(signedIn ? productsPath(d) : signInPath(d), { replace: true });
  }, [prospectId, navigate]);
  return <PageSpinner />;
};

/** /redirect?to=/path: an internal redirect for links from e-mails and SMS (same site only). */
export const RedirectRoute = () => {
  const [params] = useSearchParams();
  const to = params.get('to') ?? '/';
  const safe = /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(to) ? to : paths.home.getHref();
  return <Navigate to={safe} replace />;
};
