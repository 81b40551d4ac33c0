import { type CanActivate, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { STRATEGY, type Audience } from '../auth/audiences';

const NO_TOKEN = 'Please sign in to continue';
const EXPIRED = 'Your session has expired. Please sign in again';
const INVALID = 'Your session is not valid. Please sign in again';

/** Why passport-jwt refused, in words for the user; never which check failed beyond that. */
function messageFor(info: unknown): string {
  const name = info instanceof Error ? info.name : '';
  if (name === 'TokenExpiredError') return EXPIRED;
  if (info instanceof Error && info.message === 'No auth token') return NO_TOKEN;
  return INVALID;
}

/**
 * Runs one audience's passport-jwt strategy and turns every refusal (no token, bad signature,
 * other audience, expired, revoked, unknown principal) into a 401 `{ message }`.
 */
export function audienceAuthGuard(audience: Audience): CanActivate {
  class AudienceAuthGuard extends AuthGuard(STRATEGY[audience]) {
    override handleRequest<T>(err: unknown, user: T, info: unknown): T {
      // A database failure while loading the principal stays a 500, logged by the filter.
      if (err) throw err instanceof Error ? err : new Error('Authentication failed');
      if (!user) throw new UnauthorizedException(messageFor(info));
      return user;
    }
  }
  return new AudienceAuthGuard();
}
