import type { Session } from './session';

/**
 * The app store link with the visit's campaign tags: the partner, merchant
 * and UTM values go in Google Play's `referrer` parameter, which the installed app reads through
 * the Play Install Referrer API, so an install is credited to the partner who brought it.
 */
export function appStoreLink(
  base: string,
  visit: Pick<Session, 'partner' | 'merchantId' | 'utms'>,
): string {
  const tags = new URLSearchParams();
  const utms = visit.utms ?? {};
  tags.set('utm_source', utms.utm_source ?? visit.partner ?? 'web');
  tags.set('utm_medium', utms.utm_medium ?? (visit.partner ? 'partner' : 'website'));
  for (const key of ['utm_campaign', 'utm_term', 'utm_content'])
    if (utms[key]) tags.set(key, utms[key]);
  if (visit.partner) tags.set('partner', visit.partner);
  if (visit.merchantId) tags.set('merchant_id', String(visit.merchantId));
  const url = new URL(base);
  url.searchParams.set('referrer', tags.toString());
  return url.toString();
}
