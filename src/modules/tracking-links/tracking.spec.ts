import { describe, expect, it } from 'vitest';
import {
  LINK_CODE,
  newLinkCode,
  redirectLocation,
  TARGET_PATH,
  visitorFromClient,
} from './tracking';

const link = {
  targetUrl: '/credit-cards',
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: 'diwali 2026',
  utmTerm: null,
  utmContent: 'reel-1',
};

describe('tracking links', () => {
  it('sends the browser to the page with the UTM values, the partner and the merchant', () => {
    expect(redirectLocation(link, 'acme', 42)).toBe(
      '/credit-cards?partner=acme&utm_source=instagram&utm_medium=social' +
        '&utm_campaign=diwali+2026&utm_content=reel-1&merchant_id=42',
    );
    expect(
      redirectLocation(
        { ...link, utmSource: null, utmMedium: null, utmCampaign: null, utmContent: null },
        null,
        null,
      ),
    ).toBe('/credit-cards');
  });

  it('allows only paths of this site as the page', () => {
    for (const ok of ['/', '/credit-cards', '/user/personal-loan'])
      expect(TARGET_PATH.test(ok)).toBe(true);
    for (const bad of [
      '//evil.example',
      'https://evil.example/',
      '/a?b=1',
      '/a#x',
      'relative',
      '/a b',
    ])
      expect(TARGET_PATH.test(bad)).toBe(false);
  });

  it('makes codes of the accepted form, and keyed visitor ids that do not show the address', () => {
    const code = newLinkCode();
    expect(code).toMatch(LINK_CODE);
    const id = visitorFromClient('secret', '203.0.113.9', 'Mozilla/5.0');
    expect(id).toBe(visitorFromClient('secret', '203.0.113.9', 'Mozilla/5.0'));
    expect(id).not.toBe(visitorFromClient('other', '203.0.113.9', 'Mozilla/5.0'));
    expect(id).not.toContain('203');
  });
});
