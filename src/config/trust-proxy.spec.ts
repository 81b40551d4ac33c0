import { describe, expect, it } from 'vitest';
import { validateEnv } from './env';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts only loopback by default', () => {
    expect(validateEnv({}).TRUST_PROXY).toBe('loopback');
  });

  it('takes what Fastify takes: true, false, a hop count, names, addresses and ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('FALSE')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(parseTrustProxy('loopback,uniquelocal,fd00::/8,192.0.2.7')).toBe(
      'loopback, uniquelocal, fd00::/8, 192.0.2.7',
    );
    expect(validateEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('stops the start on anything else, naming the variable', () => {
    for (const bad of ['yes', 'loopbak', '10.0.0.0/33', 'fd00::/129', '10.0.0/8', 'loopback,'])
      expect(() => validateEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: /);
  });
});
