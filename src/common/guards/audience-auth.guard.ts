import type { ErrorCode } from '@marketplace/contracts';
import type { CanActivate } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { STRATEGY, type Audience } from '../auth/audiences';
import { AppError } from '../errors/app-error';

/** Why passport-jwt refused, as the user needs to know it; never which check failed beyond that. */
function refusal(info: unknown): ErrorCode {
  const name = info instanceof Error ? info.name : '';
  if (name === 'TokenExpiredError') return 'SESSION_EXPIRED';
  if (info instanceof Error && info.message === 'No auth token') return 'SESSION_MISSING';
  return 'SESSION_INVALID';
}

/**
 * Runs one audience's passport-jwt strategy and turns every refusal (no token, bad signature,
 * other audience, expired, revoked, unknown principal) into a 401 with its code.
 */
export function audienceAuthGuard(audience: Audience): CanActivate {
  class AudienceAuthGuard extends AuthGuard(STRATEGY[audience]) {
    override handleRequest<T>(err: unknown, user: T, info: unknown): T {
      // A database failure while loading the principal stays a 500, logged by the filter.
      if (err) throw err instanceof Error ? err : new Error('Authentication failed');
      if (!user) throw new AppError(refusal(info));
      return user;
    }
  }
  return new AudienceAuthGuard();
}
