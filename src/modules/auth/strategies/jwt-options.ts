import { ExtractJwt, type StrategyOptionsWithRequest } from 'passport-jwt';
import { TOKEN_CLAIMS, TOKEN_ISSUER, type Audience } from '../../../common/auth/audiences';

/**
 * The verification every audience shares: a bearer token, HS256 only (so `alg: none` and
 * algorithm swaps fail), this audience's secret, `aud` and issuer, and an unexpired `exp`.
 */
export function jwtOptions(audience: Audience, secret: string): StrategyOptionsWithRequest {
  return {
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    secretOrKey: secret,
    algorithms: ['HS256'],
    audience: TOKEN_CLAIMS[audience].aud,
    issuer: TOKEN_ISSUER,
    ignoreExpiration: false,
    passReqToCallback: true,
  };
}
