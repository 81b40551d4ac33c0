import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors';
import { AnyAudienceTokenService } from '../auth/any-audience-token.service';
import { AnonymousSessionsService } from './anonymous-sessions.service';
import { SessionCookiesRepository } from './session-cookies.repository';
import { anonymousId, anonymousKey, tokenKey } from './session-key';

export const DEFAULT_MINUTES = 60;
/** Values one session may hold at once. */
export const MAX_VALUES = 50;
const SWEEP_MS = 60 * 60_000;

/**
 * The cookies calls (the apps' state helpers): small named values kept on the server
 * for the caller's session and expiring after `minutes`. The session is the bearer token's (any
 * audience), or before sign-in an anonymous HttpOnly cookie this service sets; values saved
 * anonymously move to the signed-in session the first time both are seen together.
 */
@Injectable()
export class CookiesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CookiesService.name);
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly cookies: SessionCookiesRepository,
    private readonly tokens: AnyAudienceTokenService,
    private readonly anonymous: AnonymousSessionsService,
  ) {}

  onModuleInit() {
    // Expired values are never answered; this only keeps abandoned sessions from piling up.
    this.sweeper = setInterval(() => {
      Promise.all([this.cookies.deleteExpired(), this.anonymous.sweep()]).catch((err: Error) => {
        this.logger.warn(`Sweeping expired session values failed: ${err.message}`);
      });
    }, SWEEP_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }

  async save(
    req: FastifyRequest,
    res: FastifyReply,
    name: string,
    value: string,
    minutes = DEFAULT_MINUTES,
  ) {
    const expiresAt = new Date(Date.now() + minutes * 60_000);
    const key = (await this.sessionKey(req, res, expiresAt))!;
    await this.cookies.deleteExpired(key);
    const held = await this.cookies.countOthers(key, name);
    if (held >= MAX_VALUES) throw new AppError('COOKIE_VALUES_LIMIT', { max: MAX_VALUES });
    await this.cookies.upsert(key, name, value, expiresAt);
    return { name, expiresAt: expiresAt.toISOString() };
  }

  async read(req: FastifyRequest, name: string): Promise<string | null> {
    const key = await this.sessionKey(req);
    if (!key) return null;
    const row = await this.cookies.findLive(key, name);
    return row?.value ?? null;
  }

  async remove(req: FastifyRequest, name: string): Promise<void> {
    const key = await this.sessionKey(req);
    if (key) await this.cookies.delete(key, name);
  }

  /**
   * The caller's session key. A bad token is a 401 (from the token service). Without a token,
   * the anonymous cookie's session; a save (`res` and `saveUntil`) keeps it live until then.
   */
  private async sessionKey(
    req: FastifyRequest,
    res?: FastifyReply,
    saveUntil?: Date,
  ): Promise<string | null> {
    const principal = await this.tokens.principal(req);
    const anonymous = anonymousId(req);
    if (principal) {
      const key = tokenKey(principal);
      if (anonymous) await this.adopt(anonymousKey(anonymous), key);
      return key;
    }
    if (!res || !saveUntil) return anonymous ? anonymousKey(anonymous) : null;
    if (anonymous && (await this.anonymous.extend(anonymousKey(anonymous), saveUntil)))
      return anonymousKey(anonymous);
    // No live session: none yet, an ended one, or a made-up cookie. Each starts a new session
    // under the limits, with a new id of the server's choosing.
    return this.anonymous.start(req, res, saveUntil);
  }

  /** Moves values saved before sign-in to the signed-in session, keeping the session's own. */
  private async adopt(from: string, to: string): Promise<void> {
    await this.cookies.move(from, to);
    await this.anonymous.end(from);
  }
}
