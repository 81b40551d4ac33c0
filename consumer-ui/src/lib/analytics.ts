import type { AnalyticsConfig } from '@marketplace/contracts';

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

/**
 * A random id for this browser (GA4's client id): not derived from anything about the person.
 * getRandomValues, not randomUUID: the latter needs HTTPS, and a LAN install may serve plain HTTP.
 */
function clientId(): string {
  let id = localStorage.getItem(CLIENT_KEY);
  if (!id) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(CLIENT_KEY, id);
  }
  return id;
}

/**
 * Google Analytics 4: a `page_view` hit per page, sent as a beacon to its collect endpoint. A hit
 * that cannot be sent is dropped: analytics never breaks a page.
 */
function ga4({ measurementId, endpoint }: AnalyticsConfig): Analytics {
  const send = (path: string) => {
    const hit = new URLSearchParams({
      v: '2',
      tid: measurementId,
      cid: clientId(),
      en: 'page_view',
      dl: `${window.location.origin}${safePath(path)}`,
    });
    navigator.sendBeacon(`${endpoint}?${hit.toString()}`);
  };
  return {
    pageView(path) {
      try {
        send(path);
      } catch (error) {
        console.error('analytics', error);
      }
    },
  };
}

/** The settings once known (null: page views are off); undefined until then. */
let settings: AnalyticsConfig | null | undefined;
/** The consumer agreed to the `analytics` purpose (DPDP: nothing is sent before it). */
let allowed = false;
let provider: Analytics | null = null;
/** Pages shown, with consent, before the settings came (a redirect may leave a page at once). */
const waiting: string[] = [];

function connect(): void {
  provider = settings && allowed ? ga4(settings) : null;
  if (settings === undefined) return;
  for (const path of waiting.splice(0)) provider?.pageView(path);
}

/**
 * Counts a page view: only with the consumer's analytics consent (without it nothing is kept,
 * sent or stored), now or as soon as the settings say whether page views are on.
 */
export function trackPageView(path: string): void {
  if (!allowed) return;
  if (settings !== undefined) provider?.pageView(path);
  else if (waiting.length < 20) waiting.push(path);
}

/** Page views from now on go to `config`'s endpoint, or nowhere (null); the waiting ones too. */
export function startAnalytics(config: AnalyticsConfig | null): void {
  settings = config;
  connect();
}

/**
 * The consumer's analytics consent, as the server last said: given starts page views; withdrawn
 * (or signed out) stops them and forgets this browser's analytics id.
 */
export function setAnalyticsConsent(granted: boolean): void {
  if (granted === allowed) return;
  allowed = granted;
  if (!granted) {
    waiting.length = 0;
    try {
      localStorage.removeItem(CLIENT_KEY);
    } catch {
      // Storage may be unavailable (private mode); there is then nothing to forget.
    }
  }
  connect();
}
