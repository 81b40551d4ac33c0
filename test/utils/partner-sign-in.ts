import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { bearer, partnerToken } from './auth';
import type { TestApp } from './app';
import { createPartner, createPartnerUser } from '../factories';
import type { Partner } from '../../src/modules/partners/partner.entity';
import { recordSecret } from './secrets';

/** A partner's live API key with its signing secret, as Digital integration shows it once. */
export interface SigningKey {
  id: number;
  prefix: string;
  key: string;
  signing_secret: string;
}

/** A new partner and a key of theirs, made through the partner API as a partner would. */
export async function partnerWithSigningKey(
  t: TestApp,
  overrides: Partial<Partner> = {},
): Promise<{ partner: Partner; key: SigningKey; partnerToken: string }> {
  const partner = await createPartner(t.dataSource, overrides);
  const { token } = await partnerToken(
    t,
    await createPartnerUser(t.dataSource, { partnerId: partner.id }),
  );
  const res = await t
    .http()
    .post('/api/partner/api-keys')
    .set(bearer(token))
    .send({ name: 'Website sign-in' })
    .expect(201);
  const key = res.body.data as SigningKey;
  recordSecret('API key', key.key);
  recordSecret('signing secret', key.signing_secret);
  return { partner, key, partnerToken: token };
}

/**
 * A sign-in token as a partner's server makes one (README, "Sign-in and access"): HS256,
 * `kid` = the key's prefix, valid 2 minutes unless the claims say.
 */
export function signInToken(
  key: Pick<SigningKey, 'prefix' | 'signing_secret'>,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  return new JwtService().sign(
    { jti: randomUUID(), iat: now, exp: now + 120, ...claims },
    {
      secret: key.signing_secret,
      algorithm: 'HS256',
      header: { alg: 'HS256', typ: 'JWT', kid: key.prefix, ...header },
    },
  );
}
