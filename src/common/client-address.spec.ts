import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-address';

describe('rateLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitKey('198.18.4.7')).toBe('198.18.4.7');
    expect(rateLimitKey(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(rateLimitKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(rateLimitKey('::FFFF:198.18.4.7')).toBe('198.18.4.7');
    expect(rateLimitKey('::ffff:c612:407')).toBe('198.18.4.7');
    expect(rateLimitKey('0:0:0:0:0:ffff:c612:0407')).toBe('198.18.4.7');
  });

  it('counts an IPv6 address with its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitKey('2001:0DB8:0001:0002:0000:0000:0000:0009')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2:a::')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2::1.2.3.4')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('::')).toBe('0:0:0:0::/64');
  });

  it('drops a zone id', () => {
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('fe80::abcd%25')).toBe('fe80:0:0:0::/64');
  });

  it('passes other text through and answers null for nothing', () => {
    expect(rateLimitKey(undefined)).toBeNull();
    expect(rateLimitKey('')).toBeNull();
    expect(rateLimitKey('unix-socket')).toBe('unix-socket');
  });
});
