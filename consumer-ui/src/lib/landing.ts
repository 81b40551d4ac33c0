import i18n, { LANGUAGES, type Language } from './i18n';
import { updateSession, type Session } from './session';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
export const LANGUAGE_KEY = 'language';

/**
 * What a landing URL carries, kept for the visit: the partner (?partner=), UTM values and the
 * merchant (sent with the OTP verification as attribution), a lender marker for lender-specific
 * deployments (?lender=) and a language (?lang=hi).
 */
export function readLandingParams(search = window.location.search): Promise<void> {
  const q = new URLSearchParams(search);
  const changes: Partial<Session> = {};
  const partner = q.get('partner');
  if (partner && /^[A-Za-z0-9_-]{1,60}$/.test(partner)) changes.partner = partner;
  const utms = Object.fromEntries(
    UTM_KEYS.filter((k) => q.get(k)).map((k) => [k, q.get(k)!.slice(0, 255)]),
  );
  if (Object.keys(utms).length) changes.utms = utms;
  const merchant = Number(q.get('merchant_id') ?? q.get('merchantId'));
  if (Number.isInteger(merchant) && merchant > 0) changes.merchantId = merchant;
  const lender = q.get('lender');
  if (lender && /^[a-z0-9-]{1,60}$/.test(lender)) changes.lenderMarker = lender;
  if (Object.keys(changes).length) updateSession(changes);

  const lang = q.get('lang');
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const chosen = (lang ?? stored) as Language | null;
  // Resolves once the chosen language's texts are in: a prerendered page hydrates after that.
  return chosen && LANGUAGES.includes(chosen)
    ? changeLanguage(chosen).then(() => undefined)
    : Promise.resolve();
}

/** Switches the interface language and remembers it on this device. */
export function changeLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  // The server sends the entry pages prerendered in this language (a year, this site only).
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
  return i18n.changeLanguage(language);
}
