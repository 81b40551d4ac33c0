import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Strategy } from 'passport-jwt';
import { describe, expect, it } from 'vitest';
import { rememberVerifiedTokens, type Verifier } from './verified-tokens';

describe('remembered token verification', () => {
  rememberVerifiedTokens();
  const verifier = (Strategy as unknown as { JwtVerifier: Verifier }).JwtVerifier;
  const check = (token: string, key: unknown, options: object) =>
    new Promise<{ err: Error | null; payload?: object }>((resolve) =>
      verifier(token, key, options, (err, payload) => resolve({ err, payload })),
    );
  const key = createSecretKey(Buffer.from('a-secret-of-at-least-thirty-two-characters'));
  const options = { algorithms: ['HS256'], audience: 'consumer', issuer: 'cm' };
  const sign = (claims: object, expiresIn: number) =>
    jwt.sign(claims, key, { algorithm: 'HS256', audience: 'consumer', issuer: 'cm', expiresIn });

  it('checks a token once and answers the same payload after', async () => {
    const token = sign({ sub: 'user:1' }, 60);
    const first = await check(token, key, options);
    expect(first.err).toBeNull();
    expect(first.payload).toMatchObject({ sub: 'user:1' });
    expect((await check(token, key, options)).payload).toBe(first.payload);
    expect(Object.isFrozen(first.payload)).toBe(true);
  });

  it('checks again with other options or another key, so their refusals stand', async () => {
    const token = sign({ sub: 'user:2' }, 60);
    expect((await check(token, key, options)).err).toBeNull();
    const admin = await check(token, key, { ...options, audience: 'admin' });
    expect(admin.err?.message).toMatch(/audience invalid/);
    const other = createSecretKey(Buffer.from('another-secret-of-at-least-thirty-two-chars'));
    expect((await check(token, other, options)).err?.message).toBe('invalid signature');
  });

  it('refuses a remembered token once it expires, with the library’s own error', async () => {
    // exp is whole seconds: two from now is at least one second away.
    const token = sign({ sub: 'user:3' }, 2);
    expect((await check(token, key, options)).err).toBeNull();
    await new Promise((r) => setTimeout(r, 2100));
    expect((await check(token, key, options)).err?.name).toBe('TokenExpiredError');
  });

  it('never remembers a refusal', async () => {
    const token = sign({ sub: 'user:4' }, 60);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await check(tampered, key, options)).err).not.toBeNull();
    expect((await check(tampered, key, options)).err).not.toBeNull();
  });
});
