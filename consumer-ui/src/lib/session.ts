import { useSyncExternalStore } from 'react';

/**
 * The consumer's session values, kept in localStorage so a
 * reload or a new tab continues the journey. One small store with subscribers: components read
 * it through useSession() and re-render when a value changes.
 */
export interface Session {
  token: string | null;
  prospectAppId: string | null;
  userId: number | null;
  appId: string | null;
  productId: number | null;
  /** The chosen product's code: PL, BL, GL, HL, CC, INS. */
  productType: string | null;
  /** utm_* values of the landing visit. */
  utms: Record<string, string> | null;
  urlSegment: string | null;
  /** The partner brand key of the visit (?partner=…), when not the default. */
  partner: string | null;
  merchantId: number | null;
  /** The mobile number waiting for its OTP (between /, and /verification). */
  pendingPhone: string | null;
  /** Lender-specific deployments: the lender the journey ends with (?lender=…). */
  lenderMarker: string | null;
  /** The consumer has not agreed to the consent notice in force (sign-in says so). */
  consentRequired: boolean | null;
  /** The consumer gave the `analytics` purpose (page views are sent only then). */
  analyticsConsent: boolean | null;
  /** Edit mode of the detail forms: general (personal, business), gold and housing. */
  editMode: { general?: boolean; gold?: boolean; housing?: boolean } | null;
}

const KEYS: (keyof Session)[] = [
  'token',
  'prospectAppId',
  'userId',
  'appId',
  'productId',
  'productType',
  'utms',
  'urlSegment',
  'partner',
  'merchantId',
  'pendingPhone',
  'lenderMarker',
  'consentRequired',
  'analyticsConsent',
  'editMode',
];
const JSON_KEYS = new Set<keyof Session>([
  'utms',
  'editMode',
  'productId',
  'merchantId',
  'userId',
  'consentRequired',
  'analyticsConsent',
]);

function read(): Session {
  const s = {} as Record<string, unknown>;
  for (const key of KEYS) {
    const raw = localStorage.getItem(key);
    if (raw === null) s[key] = null;
    else if (JSON_KEYS.has(key)) {
      try {
        s[key] = JSON.parse(raw);
      } catch {
        s[key] = null;
      }
    } else s[key] = raw;
  }
  return s as unknown as Session;
}

let current = read();

/** This page load found a stored sign-in (a restored session, not a fresh OTP sign-in). */
export const restoredAtLoad = Boolean(current.token);
const listeners = new Set<() => void>();

export function getSession(): Session {
  return current;
}

/** Sets (or, with null, removes) session values and notifies subscribers. */
export function updateSession(changes: Partial<Session>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else
      localStorage.setItem(
        key,
        JSON_KEYS.has(key as keyof Session) ? JSON.stringify(value) : String(value),
      );
  }
  current = read();
  for (const listener of listeners) listener();
}

/** Consumer logout: everything of the journey goes, the brand stays. */
export function clearJourney(): void {
  updateSession({
    token: null,
    prospectAppId: null,
    userId: null,
    appId: null,
    productId: null,
    productType: null,
    utms: null,
    urlSegment: null,
    pendingPhone: null,
    consentRequired: null,
    analyticsConsent: null,
    editMode: null,
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out.
  const onStorage = () => {
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** No one signed in: what the build's prerendered pages were drawn with, so they hydrate. */
const SIGNED_OUT = Object.fromEntries(KEYS.map((key) => [key, null])) as unknown as Session;

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => SIGNED_OUT);
}

export const isSignedIn = (s: Session) => Boolean(s.token && s.prospectAppId);
