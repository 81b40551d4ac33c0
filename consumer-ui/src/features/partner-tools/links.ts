/** Who refers: the signed-in partner (and merchant) as the portal knows it. */
export interface Referrer {
  partnerName: string;
  utmId: string | null;
  merchantId: number | null;
}

/** A campaign name: letters, digits, hyphens and underscores (it travels as utm_campaign). */
export const CAMPAIGN = /^[A-Za-z0-9_-]{0,60}$/;

/**
 * The consumer app's address for this partner: `?partner=` brands the visit and attributes the
 * consumer who signs in; the UTM values (source: the partner's UTM id, medium 'partner', the
 * campaign, the product as content) and the merchant id are stored with the lead.
 */
export function referralLink(
  origin: string,
  who: Referrer,
  options: { product?: string; campaign?: string } = {},
): string {
  const q = new URLSearchParams({ partner: who.partnerName });
  q.set('utm_source', who.utmId ?? who.partnerName);
  q.set('utm_medium', 'partner');
  if (options.campaign) q.set('utm_campaign', options.campaign);
  if (options.product) q.set('utm_content', options.product);
  if (who.merchantId) q.set('merchant_id', String(who.merchantId));
  return `${origin}/?${q.toString()}`;
}
