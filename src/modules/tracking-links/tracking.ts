import { createHmac, randomInt } from 'node:crypto';

/**
 * The cookie a tracking link's redirect sets for the sign-in: its code, sent only to the
 * consumer sign-in calls, for 30 days (the attribution window); a sign-in uses it up.
 */
export const TRACKING_COOKIE = {
  name: 'cm_tl',
  path: '/api/auth',
  maxAgeMs: 30 * 24 * 3600_000,
} as const;

/** The visitor cookie of the short links: a click counts once per visitor and India day. */
export const VISITOR_COOKIE = { name: 'cm_v', path: '/t', maxAgeMs: 365 * 24 * 3600_000 } as const;

/** A short link's code: letters and digits (the path `/t/{code}`). */
export const LINK_CODE = /^[A-Za-z0-9]{4,40}$/;
const CODE_LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new random code: 7 characters of 57 (~41 bits), unguessable enough to enumerate. */
export function newLinkCode(): string {
  return Array.from({ length: 7 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

/** A visitor id: the visitor cookie's, else a keyed hash of the address and browser. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{22,43}$/;
export function visitorFromClient(secret: string, ip: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${ip}\n${userAgent}`).digest('base64url');
}

/**
 * The page a link opens on the consumer site: a path of this site (never another host), with
 * no query of its own (the link's UTM values become the query).
 */
export const TARGET_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]{0,199}$/;

export interface LinkTarget {
  targetUrl: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/**
 * Where a link sends the browser: its page with its UTM values and, for a partner's link, the
 * partner and merchant the consumer app reads on landing (`?partner=`, `merchant_id`).
 */
export function redirectLocation(
  link: LinkTarget,
  partnerName: string | null,
  merchantId: number | null,
): string {
  const query = new URLSearchParams();
  if (partnerName) query.set('partner', partnerName);
  const utms: [string, string | null][] = [
    ['utm_source', link.utmSource],
    ['utm_medium', link.utmMedium],
    ['utm_campaign', link.utmCampaign],
    ['utm_term', link.utmTerm],
    ['utm_content', link.utmContent],
  ];
  for (const [key, value] of utms) if (value) query.set(key, value);
  if (merchantId) query.set('merchant_id', String(merchantId));
  const search = query.toString();
  return search ? `${link.targetUrl}?${search}` : link.targetUrl;
}
