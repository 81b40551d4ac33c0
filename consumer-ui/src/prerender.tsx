import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/routes-table';
import i18n, { type Language } from './lib/i18n';

/**
 * The build's prerender (scripts/prerender.mjs runs it in Node after `vite build --ssr`): the
 * HTML of a public entry page as the browser's first render draws it (signed out, the built-in
 * theme), so the page shows before its JS has run and then hydrates (main.tsx).
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
