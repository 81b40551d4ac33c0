import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../common/auth/principal';

/** The anonymous session cookie: HttpOnly, only sent to the cookies calls. */
export const SESSION_COOKIE = 'cm_sid';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The session cookie's value on the request, if it is one this server could have made. */
export function anonymousId(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === SESSION_COOKIE && SESSION_ID.test(value)) return value;
  }
  return null;
}

/** A new anonymous session's id: 256 random bits. */
export const newAnonymousId = () => randomBytes(32).toString('base64url');

/** Hands the browser its anonymous session id, as an HttpOnly session cookie. */
export function setAnonymousCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/cookies',
  });
}

/** The storage key of a signed-in session: one per token (a new sign-in is a new session). */
export const tokenKey = (p: Principal) => `${p.audience}:${p.tokenId}`;
export const anonymousKey = (id: string) => `anon:${id}`;
