import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { setAnalyticsConsent, startAnalytics, trackPageView } from '@/lib/analytics';
import { deployment } from '@/lib/deployment';
import { clearToasts } from '@/lib/toast';
import { consentRedirect } from '@/lib/routing';
import { useSession } from '@/lib/session';
import { uiConfig } from '@/lib/ui-config';
import { Footer } from './footer';
import { Header } from './header';

/** Pages shown without the consumer header and footer: lender-specific deployments, and the
 * partner portal, which has its own. */
const BARE = ['/user/lender-submit'];
const isBare = (pathname: string) =>
  BARE.includes(pathname) || /^(\/[^/]+)?\/partner(\/|$)/.test(pathname);

/**
 * The consumer layout: header, page, footer, toasts; scroll to top, a page view and the toasts
 * closed per route.
 */
export const Shell = () => {
  const { pathname } = useLocation();
  const session = useSession();
  useEffect(() => {
    // Page views are on in production with a GA4 id (GET /api/ui-config); no settings, none.
    uiConfig().then(
      (c) => startAnalytics(c.analytics),
      () => startAnalytics(null),
    );
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
    // The last page's messages close with it.
    clearToasts();
  }, [pathname]);
  // A page is counted only with the consumer's analytics consent; a prerendered page learns the
  // stored consent only after hydrating, so the page is counted then.
  const analyticsConsent = session.analyticsConsent === true;
  useEffect(() => {
    setAnalyticsConsent(analyticsConsent);
    trackPageView(pathname);
  }, [pathname, analyticsConsent]);
  const consent = consentRedirect(pathname, session, deployment());
  if (consent) return <Navigate to={consent} replace />;
  const bare = isBare(pathname);
  return (
    <>
      {bare ? null : <Header />}
      <div className="page">
        <Outlet />
      </div>
      {bare ? null : <Footer userId={session.userId} />}
      <Toaster />
    </>
  );
};
