import { JwtService } from '@nestjs/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '../src/common/auth/audiences';
import { authConfig, type AuthConfig } from '../src/config/auth.config';
import { TokenService } from '../src/modules/auth/token.service';
import { createAdminUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, consumerToken, partnerToken } from './utils/auth';

const INVALID = 'Your session is not valid. Please sign in again';

/** One route per audience, each answering 200 to its own valid token. */
const ROUTE: Record<Audience, string> = {
  consumer: '/api/auth/session',
  admin: '/api/admin-reverify',
  partner: '/api/partner/get-revenue',
};

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('token checks', () => {
  let t: TestApp;
  let config: AuthConfig;
  const jwt = new JwtService();
  const tokens: Record<Audience, string> = { consumer: '', admin: '', partner: '' };

  beforeAll(async () => {
    t = await createTestApp();
    config = t.app.get<AuthConfig>(authConfig.KEY);
    tokens.consumer = (await consumerToken(t)).token;
    tokens.admin = (await adminToken(t, 1)).token;
    tokens.partner = (await partnerToken(t)).token;
  });
  afterAll(() => t.close());

  const call = (audience: Audience, token?: string) => {
    const req = t.http().get(ROUTE[audience]);
    return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
  };
  const expect401 = async (
    audience: Audience,
    token: string | undefined,
    answer = { code: 'SESSION_INVALID', message: INVALID },
  ) => {
    const res = await call(audience, token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(answer);
  };

  it('lets each audience’s own token through', async () => {
    for (const audience of ['consumer', 'admin', 'partner'] as const)
      await call(audience, tokens[audience]).expect(200);
  });

  it('refuses a missing token', async () => {
    for (const audience of ['consumer', 'admin', 'partner'] as const)
      await expect401(audience, undefined, {
        code: 'SESSION_MISSING',
        message: 'Please sign in to continue',
      });
    await t.http().get(ROUTE.admin).set('Authorization', 'Basic YWRtaW46YWRtaW4=').expect(401);
  });

  it('refuses garbage', async () => {
    await expect401('admin', 'not-a-token');
    await expect401('admin', 'a.b.c');
  });

  it('refuses every other audience’s token', async () => {
    for (const route of ['consumer', 'admin', 'partner'] as const)
      for (const token of ['consumer', 'admin', 'partner'] as const)
        if (route !== token) await expect401(route, tokens[token]);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const claims = decode(tokens.admin);
    await expect401('admin', `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`);
    await expect401('admin', `${part({ alg: 'none' })}.${part(claims)}`);
  });

  it('refuses a token signed with a wrong secret', async () => {
    const claims = decode(tokens.admin);
    await expect401('admin', jwt.sign(claims, { secret: 'x'.repeat(48), algorithm: 'HS256' }));
  });

  it('refuses an HS256 token signed with another audience’s secret', async () => {
    const claims = decode(tokens.admin);
    for (const other of ['consumer', 'partner'] as const)
      await expect401('admin', jwt.sign(claims, { secret: config[other].secret }));
  });

  it('refuses the right secret with another algorithm (HS512)', async () => {
    const claims = decode(tokens.admin);
    await expect401('admin', jwt.sign(claims, { secret: config.admin.secret, algorithm: 'HS512' }));
  });

  it('refuses the right secret with a wrong aud, typ, issuer or no jti', async () => {
    const claims = decode(tokens.admin);
    const resign = (changes: object) =>
      jwt.sign({ ...claims, ...changes }, { secret: config.admin.secret, algorithm: 'HS256' });
    await expect401('admin', resign({ aud: 'cm-consumer' }));
    await expect401('admin', resign({ typ: 'consumer' }));
    await expect401('admin', resign({ iss: 'someone-else' }));
    await expect401('admin', resign({ jti: undefined }));
    await expect401('admin', resign({ sub: 'admin:1' }));
    // The control: the same claims re-signed unchanged pass.
    await call('admin', resign({})).expect(200);
  });

  it('refuses a tampered payload', async () => {
    const other = await createAdminUser(t.dataSource);
    const [header, , signature] = tokens.admin.split('.');
    const forged = { ...decode(tokens.admin), sub: String(other.id) };
    await expect401('admin', `${header}.${part(forged)}.${signature}`);
  });

  it('refuses an expired token', async () => {
    const { admin } = await adminToken(t, 1);
    const expired = await t.app
      .get(TokenService)
      .issue('admin', admin.id, {}, new Date(Date.now() - 1000));
    await expect401('admin', expired.token, {
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please sign in again',
    });
  });

  it('refuses a revoked token', async () => {
    const { token } = await adminToken(t, 1);
    await t.http().post('/api/admin/logout').set(bearer(token)).expect(200);
    await expect401('admin', token);
  });

  it('refuses the token of an account that no longer exists', async () => {
    const { token, user } = await consumerToken(t);
    await t.dataSource.query('UPDATE users SET deleted_at = now() WHERE id = $1', [user.id]);
    // A consumer's passed check may be remembered: the app forgets it when the database's notice
    // of the deletion arrives, milliseconds later (auth-principal-cache.e2e-spec.ts).
    await expect.poll(async () => (await call('consumer', token)).status).toBe(401);
    await expect401('consumer', token);
  });
});
