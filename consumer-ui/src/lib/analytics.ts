import type { AnalyticsConfig } from './ui-config';

/** What the app tells an analytics service: page views, by a path that names nobody. */
export interface Analytics {
  pageView(path: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The path as analytics may see it: ids (UUIDs, anything with three digits or more, anything with
 * an '@') become ':id', so no prospect id, phone number or e-mail leaves; never the query string
 * or the hash (the callers pass `location.pathname`).
 */
export function safePath(pathname: string): string {
  return pathname
    .split('/')
    .map((part) => (UUID.test(part) || /\d{3}|@/.test(part) ? ':id' : part))
    .join('/');
}

const CLIENT_KEY = 'analytics_client';

/** A random id for this browser (GA4's client id): not derived from anything about the person. */
function clientId(): string {
  let id = localStorage.getItem(CLIENT_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(CLIENT_KEY, id);
  }
  return id;
}

/** Google Analytics 4: a `page_view` hit per page, sent as a beacon to its collect endpoint. */
export function ga4({ measurementId, endpoint }: AnalyticsConfig): Analytics {
  return {
    pageView(path) {
      const hit = new URLSearchParams({
        v: '2',
        tid: measurementId,
        cid: clientId(),
        en: 'page_view',
        dl: `${window.location.origin}${safePath(path)}`,
      });
      navigator.sendBeacon(`${endpoint}?${hit.toString()}`);
    },
  };
}
