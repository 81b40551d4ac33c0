import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import {
  isSigningOut,
  setConsentRequiredHandler,
  setSigningOut,
  setUnauthorizedHandler,
} from '@/lib/api-client';
import { deployment } from '@/lib/deployment';
import { signInPath } from '@/lib/routing';
import { clearJourney } from '@/lib/session';
import { paths } from './paths';
import { patchRoutesOnNavigation, routes } from './routes-table';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

// A 401 on any call clears the session and sends the consumer to sign in again.
setUnauthorizedHandler(() => {
  if (isSigningOut()) return;
  setSigningOut(true);
  clearJourney();
  void router
    .navigate(signInPath(deployment()), { replace: true })
    .finally(() => setSigningOut(false));
});

// The server refuses profile writes, offers, KFS and hand-offs until the consent notice in force
// is agreed to: the consumer is sent to the consent page to read it.
setConsentRequiredHandler(() => {
  if (window.location.pathname !== paths.user.consent.getHref())
    void router.navigate(paths.user.consent.getHref());
});

export const AppRouter = () => <RouterProvider router={router} />;
