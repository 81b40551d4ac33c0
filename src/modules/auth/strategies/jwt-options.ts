import { createSecretKey } from 'node:crypto';
import { ExtractJwt, type StrategyOptionsWithRequest } from 'passport-jwt';
import { TOKEN_CLAIMS, TOKEN_ISSUER, type Audience } from '../../../common/auth/audiences';
import { rememberVerifiedTokens } from './verified-tokens';

/**
 * The verification every audience shares: a bearer token, HS256 only (so `alg: none` and
 * algorithm swaps fail), this audience's secret, `aud` and issuer, and an unexpired `exp`.
 */
export function jwtOptions(audience: Audience, secret: string): StrategyOptionsWithRequest {
  rememberVerifiedTokens();
  // A key object made once: given the text, jsonwebtoken tries it as a PEM public key (and fails,
  // throwing) on every request before using it as a secret, a measurable cost per call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    secretOrKeyProvider: (_req, _token, done) => done(null, key as unknown as string),
    algorithms: ['HS256'],
    audience: TOKEN_CLAIMS[audience].aud,
    issuer: TOKEN_ISSUER,
    ignoreExpiration: false,
    passReqToCallback: true,
  };
}
