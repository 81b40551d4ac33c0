import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { rateLimitKey } from '../../common/client-address';
import { appConfig, type AppConfig } from '../../config/app.config';
import { sessionConfig, type SessionConfig } from '../../config/session.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { AppError } from '../../common/errors';
import { AnonymousSessionsRepository } from './anonymous-sessions.repository';
import { anonymousKey, newAnonymousId, setAnonymousCookie } from './session-key';

/**
 * Anonymous cookies sessions. Anyone may start one, and each may hold 50 values of 16 KB for a
 * week, so starting them is limited: COOKIE_SESSION_MAX_PER_IP_PER_HOUR per client address (an
 * IPv6 caller by its /64) and COOKIE_SESSION_MAX_ANONYMOUS live at once. A session is live until
 * its last value expires. The checks run under one advisory lock, so parallel requests cannot
 * slip past a limit, on any number of app instances.
 */
@Injectable()
export class AnonymousSessionsService {
  constructor(
    @InjectTransactionHost() readonly txHost: TxHost,
    private readonly sessions: AnonymousSessionsRepository,
    @Inject(sessionConfig.KEY) private readonly limits: SessionConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * Starts a session live until `expiresAt` and sets its cookie; answers its storage key. A limit
   * hit is a 429 with `retryAfterSeconds` (the filter adds Retry-After), and no cookie.
   */
  async start(req: FastifyRequest, res: FastifyReply, expiresAt: Date): Promise<string> {
    const ipKey = rateLimitKey(req.ip);
    const id = newAnonymousId();
    const refusal = await this.insertWithinLimits(anonymousKey(id), ipKey, expiresAt);
    if (refusal) {
      const code = refusal.reason === 'network' ? 'SESSIONS_NETWORK_LIMIT' : 'SESSIONS_BUSY';
      throw new AppError(code, { retryAfterSeconds: refusal.retryAfterSeconds });
    }
    setAnonymousCookie(res, id, this.app.isProduction);
    return anonymousKey(id);
  }

  /** The limits checked and the session inserted under one lock; the limit hit, if any. */
  @Transactional()
  private async insertWithinLimits(sessionKey: string, ipKey: string | null, expiresAt: Date) {
    await this.sessions.lockNewSessions();
    const perAddress = ipKey
      ? await this.sessions.perAddressWait(ipKey, this.limits.maxNewAnonymousPerIpPerHour)
      : 0;
    if (perAddress) return { reason: 'network' as const, retryAfterSeconds: perAddress };
    const live = await this.sessions.liveWait(this.limits.maxLiveAnonymous);
    if (live) return { reason: 'busy' as const, retryAfterSeconds: live };
    await this.sessions.insert(sessionKey, ipKey, expiresAt);
    return null;
  }

  /** Keeps the session live until `expiresAt` at least; false when it is not live (or unknown). */
  extend(sessionKey: string, expiresAt: Date): Promise<boolean> {
    return this.sessions.extend(sessionKey, expiresAt);
  }

  /** The session's values moved to a signed-in session: it no longer counts as live. */
  end(sessionKey: string): Promise<void> {
    return this.sessions.end(sessionKey);
  }

  sweep(): Promise<void> {
    return this.sessions.sweep();
  }
}
