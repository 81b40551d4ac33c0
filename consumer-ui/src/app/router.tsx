import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { isSigningOut, setSigningOut, setUnauthorizedHandler } from '@/lib/api-client';
import { deployment } from '@/lib/deployment';
import { signInPath } from '@/lib/routing';
import { clearJourney } from '@/lib/session';
import { patchRoutesOnNavigation, routes } from './routes-table';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

// Consumer spec §8: a 401 clears the session and sends the consumer to sign in again.
setUnauthorizedHandler(() => {
  if (isSigningOut()) return;
  setSigningOut(true);
  clearJourney();
  void router
    .navigate(signInPath(deployment()), { replace: true })
    .finally(() => setSigningOut(false));
});

export const AppRouter = () => <RouterProvider router={router} />;
