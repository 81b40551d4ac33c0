import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrlAllowed } from './api-url';
import { openSecret, sealSecret, signatureMatches, webhookSignature } from './secrets';

describe('lender secrets', () => {
  const key = randomBytes(32);

  it('seals with AES-256-GCM: opens with the key, never shows the text, refuses a change', () => {
    const sealed = sealSecret(key, 'sk_live_abc');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('sk_live_abc');
    expect(sealSecret(key, 'sk_live_abc')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('sk_live_abc');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('sk_live_abd').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
  });

  it('signs "<timestamp>.<body>" with HMAC-SHA256, as the documented Node.js example does', () => {
    const body = '{"event_id":"e1"}';
    const expected = createHmac('sha256', 'whsec_x').update(`1795729458.${body}`).digest('hex');
    expect(webhookSignature('whsec_x', '1795729458', body)).toBe(expected);
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
    expect(signatureMatches(expected, expected.slice(0, 63) + '0')).toBe(expected.endsWith('0'));
    expect(signatureMatches(expected, '')).toBe(false);
    expect(signatureMatches(expected, 'zz')).toBe(false);
  });
});

describe('api_url', () => {
  it('is https to a public host, or any scheme of http(s) for an allowed host', () => {
    expect(apiUrlAllowed('https://api.lender.in/v1/apps', [])).toBe(true);
    expect(apiUrlAllowed('https://203.0.113.9/apps', [])).toBe(true);
    for (const url of [
      'http://api.lender.in/apps',
      'https://127.0.0.1/apps',
      'https://192.168.1.4/apps',
      'https://172.20.0.1/apps',
      'https://169.254.169.254/latest',
      'https://[::1]/apps',
      'https://[fd00::1]/apps',
      'https://localhost/apps',
      'https://lender.internal/apps',
      'https://u:p@api.lender.in/apps',
      'not a url',
    ])
      expect(apiUrlAllowed(url, []), url).toBe(false);
    expect(apiUrlAllowed('http://127.0.0.1:8080/apps', ['127.0.0.1'])).toBe(true);
    expect(apiUrlAllowed('http://sandbox.lender.in/apps', ['sandbox.lender.in'])).toBe(true);
    expect(apiUrlAllowed('ftp://sandbox.lender.in/apps', ['sandbox.lender.in'])).toBe(false);
  });
});
