import { TOKEN_KEY } from '../api/http';
import { adminPath } from '../auth/pages';

/**
 * Whether this page load is a plain sign-in that the light page can serve without react-admin:
 * the login address, no session yet, no invitation link, and the app's default language (the
 * light page carries English only; react-admin keeps a chosen language in its store).
 */
export function isQuickSignIn(): boolean {
  const { pathname, hash } = window.location;
  if (pathname.replace(/\/+$/, '') !== adminPath('/login')) return false;
  if (hash.startsWith('#invitation=') || localStorage.getItem(TOKEN_KEY)) return false;
  const locale = localStorage.getItem('RaStore.locale');
  return locale === null || locale === '"en"';
}
