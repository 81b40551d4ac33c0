import { describe, expect, it, vi } from 'vitest';
import { safePath, setAnalyticsConsent, startAnalytics, trackPageView } from './analytics';

describe('safePath', () => {
  it('keeps the pages’ own paths', () => {
    for (const path of [
      '/',
      '/login',
      '/user/offers',
      '/user/lenders-transaction/cashe',
      '/diwali-offer',
    ])
      expect(safePath(path)).toBe(path);
  });

  it('takes out prospect ids, numbers and e-mail addresses', () => {
    expect(safePath('/transfer/8F14E45F-CEEA-467F-A0E6-5E1B2B0D8A11')).toBe('/transfer/:id');
    expect(safePath('/9876543210')).toBe('/:id');
    expect(safePath('/partner/customers/12345/edit')).toBe('/partner/customers/:id/edit');
    expect(safePath('/asha@example.in')).toBe('/:id');
  });
});

describe('trackPageView', () => {
  it('sends nothing without the analytics consent, then only the pages viewed with it', () => {
    const sent: string[] = [];
    const store = new Map<string, string>();
    vi.stubGlobal('window', { location: { origin: 'https://app.example.in' } });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    vi.stubGlobal('navigator', { sendBeacon: (url: string) => sent.push(url) });
    const pages = () => sent.map((u) => new URL(u).searchParams.get('dl'));

    // Before consent: not held, not sent, no browser id stored, even once the settings come.
    trackPageView('/login');
    startAnalytics({ measurementId: 'G-TEST1234', endpoint: 'https://collect.example/g' });
    trackPageView('/user/consent');
    expect(sent).toEqual([]);
    expect(store.size).toBe(0);

    setAnalyticsConsent(true);
    trackPageView('/transfer/8f14e45f-ceea-467f-a0e6-5e1b2b0d8a11');
    trackPageView('/products');
    expect(pages()).toEqual([
      'https://app.example.in/transfer/:id',
      'https://app.example.in/products',
    ]);
    expect(store.size).toBe(1);

    // Withdrawn: nothing more, and the browser id is forgotten.
    setAnalyticsConsent(false);
    trackPageView('/user/offers');
    expect(sent).toHaveLength(2);
    expect(store.size).toBe(0);
    vi.unstubAllGlobals();
  });
});
