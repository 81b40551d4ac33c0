import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { useSession } from '@/lib/session';
import { Footer } from './footer';
import { Header } from './header';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Pages shown without the consumer header and footer: lender-specific deployments, and the
 * partner portal, which has its own. */
const BARE = ['/user/lender-submit'];
const isBare = (pathname: string) =>
  BARE.includes(pathname) || /^(\/[^/]+)?\/partner(\/|$)/.test(pathname);

/** The consumer layout: header, page, footer, toasts; scroll to top and a page view per route. */
export const Shell = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    if (env.isProduction) window.gtag?.('event', 'page_view', { page_path: pathname });
  }, [pathname]);
  const { userId } = useSession();
  const bare = isBare(pathname);
  return (
    <>
      {bare ? null : <Header />}
      <div className="page">
        <Outlet />
      </div>
      {bare ? null : <Footer userId={userId} />}
      <Toaster />
    </>
  );
};
