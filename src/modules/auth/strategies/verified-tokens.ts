import { Strategy } from 'passport-jwt';

/** passport-jwt's `JwtStrategy.JwtVerifier`: jsonwebtoken's verify with a callback. */
export type Verifier = (
  token: string,
  key: unknown,
  options: object,
  done: (err: Error | null, payload?: object) => void,
) => void;

interface Verified {
  key: unknown;
  options: object;
  payload: object;
  exp: number;
}

/** Tokens remembered at most (each a few hundred bytes); the oldest is forgotten first. */
const MAX_TOKENS = 10_000;

let installed = false;

/**
 * A token's signature, audience, issuer and algorithm checks give the same answer every time
 * for the same text, key and options, so passport-jwt's verification (an HMAC and two JSON parses,
 * about 5 % of a busy consumer call's CPU) runs once per token: a passed check is
 * remembered, for that exact token text, key object and options object, until the token's `exp`.
 * Expiry is checked on every use, and an expired or failed token always goes through the real
 * check (so its refusal is the library's). Whether the principal still exists and the token is not
 * revoked is checked afterwards on every request, as before (PrincipalService). Keys are made once
 * at start (jwtOptions), so a changed secret means a restart and a new memory.
 */
export function rememberVerifiedTokens(): void {
  if (installed) return;
  installed = true;
  const holder = Strategy as unknown as { JwtVerifier: Verifier };
  const verify = holder.JwtVerifier;
  const known = new Map<string, Verified>();
  holder.JwtVerifier = (token, key, options, done) => {
    const hit = known.get(token);
    if (hit && hit.key === key && hit.options === options && Date.now() / 1000 < hit.exp) {
      done(null, hit.payload);
      return;
    }
    known.delete(token);
    verify(token, key, options, (err, payload) => {
      const exp = (payload as { exp?: unknown } | undefined)?.exp;
      if (!err && payload && typeof exp === 'number') {
        if (known.size >= MAX_TOKENS) known.delete(known.keys().next().value!);
        known.set(token, { key, options, payload: Object.freeze(payload), exp });
      }
      done(err, payload);
    });
  };
}
