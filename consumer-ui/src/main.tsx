import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, router } from './app/router';
import { startErrorTexts } from './lib/i18n';
import { readLandingParams } from './lib/landing';
import './index.css';

const languageReady = readLandingParams();

/** The router has its first page's data and code (the deployment, the route's lazy chunk). */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const container = document.getElementById('root')!;

/**
 * The first screen is up. The prerendered page arrives `inert` (nothing in it can be tapped,
 * focused or submitted before React handles it: a native submit would put the typed mobile in the
 * address); hydrated, it is released. It sits inside the app's Suspense boundary, whose content
 * hydrates last. What the first screen does not need loads from here on.
 */
const Hydrated = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    container.removeAttribute('inert');
    startErrorTexts();
  }, []);
  return children;
};

const app = (
  <StrictMode>
    <AppProvider>
      <Hydrated>
        <AppRouter />
      </Hydrated>
    </AppProvider>
  </StrictMode>
);

if (container.dataset.prerendered === undefined) createRoot(container).render(app);
// The server sent this page drawn by the build (scripts/prerender.mjs): React takes it over once
// its first render draws the same page, rather than replacing it with a spinner meanwhile.
else void Promise.all([languageReady, routerReady()]).then(() => hydrateRoot(container, app));
