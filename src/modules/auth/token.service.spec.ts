import { JwtService } from '@nestjs/jwt';
import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '../../config/auth.config';
import { durationSeconds, TokenService } from './token.service';

const secret = (n: string) => `${n}-${'s'.repeat(40)}`;
const config = {
  consumer: { secret: secret('c'), expiresIn: '7d' },
  admin: { secret: secret('a'), expiresIn: '12h' },
  partner: { secret: secret('p'), expiresIn: '12h' },
} as AuthConfig;

describe('durationSeconds', () => {
  it('reads the configured token lifetimes', () => {
    expect(durationSeconds('45s')).toBe(45);
    expect(durationSeconds('30m')).toBe(1800);
    expect(durationSeconds('12h')).toBe(43_200);
    expect(durationSeconds('7d')).toBe(604_800);
    expect(() => durationSeconds('7 days')).toThrow(/Not a duration/);
  });
});

describe('TokenService', () => {
  const jwt = new JwtService();
  const tokens = new TokenService(jwt, config);

  it('signs HS256 under the audience secret with aud, typ, iss, jti and expiry', async () => {
    const issued = await tokens.issue('admin', 7);
    const [header] = issued.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const payload = await jwt.verifyAsync(issued.token, { secret: config.admin.secret });
    expect(payload).toMatchObject({
      aud: 'cm-admin',
      typ: 'admin',
      iss: 'credit-marketplace',
      sub: '7',
      jti: issued.jti,
    });
    expect(payload.exp - payload.iat).toBe(43_200);
    await expect(
      jwt.verifyAsync(issued.token, { secret: config.consumer.secret }),
    ).rejects.toThrow();
  });

  it('gives every token its own id', async () => {
    const a = await tokens.issue('consumer', 1);
    const b = await tokens.issue('consumer', 1);
    expect(a.jti).not.toBe(b.jti);
  });

  it('caps the lifetime at notAfter', async () => {
    const notAfter = new Date(Date.now() + 60_000);
    const issued = await tokens.issue('partner', 'admin:1', {}, notAfter);
    expect(issued.expiresAt.getTime()).toBe(Math.floor(notAfter.getTime() / 1000) * 1000);
  });
});
