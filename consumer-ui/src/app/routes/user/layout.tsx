import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { logout } from '@/features/auth/logout';
import { IdleDialog } from '@/features/idle/idle-dialog';
import { isSigningOut } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { JourneyProvider, useJourney } from '@/lib/journey';
import { productRedirect } from '@/lib/product-redirect';
import { deployment } from '@/lib/deployment';
import { productsPath, userAreaRedirect, type ProductRedirect } from '@/lib/routing';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';

/** Follows a completed gold or housing journey to the page the server names. */
const ServerRedirect = ({ step }: { step: ProductRedirect }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { startUp } = useJourney();
  const session = useSession();
  const appId = session.appId ?? startUp?.appId ?? null;
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!appId) return;
    productRedirect(step.productRedirect, appId).then(
      (to) => void navigate(to, { replace: true }),
      (error: unknown) => {
        const text = errorText(t, error);
        showToast('error', text);
        setFailed(text);
      },
    );
  }, [appId, step.productRedirect, navigate, t]);
  if (!appId) return <Navigate to={productsPath(deployment())} replace />;
  if (failed)
    return (
      <Card as="main" role="alert">
        <p>{failed}</p>
      </Card>
    );
  return <PageSpinner />;
};

const UserGuard = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { profile, error } = useJourney();
  if (isSigningOut()) return <PageSpinner />;
  const step = userAreaRedirect(pathname, session, profile, deployment());
  if (typeof step === 'string') return <Navigate to={step} replace />;
  if (step) return <ServerRedirect step={step} />;
  if (!profile)
    return error ? (
      <Card as="main" role="alert">
        <p>{errorText(t, error)}</p>
      </Card>
    ) : (
      <PageSpinner />
    );
  return <Outlet />;
};

const signOutAfterIdle = async () => {
  await logout();
};

/** The user area (/user/…): the routing rules (lib/routing.ts) and the inactivity dialog. */
export const UserLayout = () => {
  const session = useSession();
  return (
    <JourneyProvider>
      <UserGuard />
      {session.token ? <IdleDialog onTimeout={signOutAfterIdle} /> : null}
    </JourneyProvider>
  );
};
