import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { In, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { appConfig } from '../../config/app.config';
import { AnyAudienceTokenService } from '../auth/any-audience-token.service';
import { SessionCookie } from './session-cookie.entity';
import { anonymousId, anonymousKey, startAnonymousSession, tokenKey } from './session-key';

export const DEFAULT_MINUTES = 60;
/** Values one session may hold at once. */
export const MAX_VALUES = 50;
const SWEEP_MS = 60 * 60_000;

/**
 * The cookies calls (consumer spec §7 "State helpers", §9): small named values kept on the server
 * for the caller's session and expiring after `minutes`. The session is the bearer token's (any
 * audience), or before sign-in an anonymous HttpOnly cookie this service sets; values saved
 * anonymously move to the signed-in session the first time both are seen together.
 */
@Injectable()
export class CookiesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CookiesService.name);
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectRepository(SessionCookie) private readonly cookies: Repository<SessionCookie>,
    private readonly tokens: AnyAudienceTokenService,
    @Inject(appConfig.KEY) private readonly app: ReturnType<typeof appConfig>,
  ) {}

  onModuleInit() {
    // Expired values are never answered; this only keeps abandoned sessions from piling up.
    this.sweeper = setInterval(() => {
      this.cookies.delete({ expiresAt: LessThan(new Date()) }).catch((err: Error) => {
        this.logger.warn(`Sweeping expired session values failed: ${err.message}`);
      });
    }, SWEEP_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }

  async save(req: Request, res: Response, name: string, value: string, minutes = DEFAULT_MINUTES) {
    const key = (await this.sessionKey(req, res, true))!;
    const expiresAt = new Date(Date.now() + minutes * 60_000);
    await this.cookies.delete({ sessionKey: key, expiresAt: LessThan(new Date()) });
    const held = await this.cookies.count({ where: { sessionKey: key, name: Not(name) } });
    if (held >= MAX_VALUES)
      throw new BadRequestException(`A session can keep at most ${MAX_VALUES} values`);
    await this.cookies.upsert({ sessionKey: key, name, value, expiresAt }, ['sessionKey', 'name']);
    return { name, expiresAt: expiresAt.toISOString() };
  }

  async read(req: Request, res: Response, name: string): Promise<string | null> {
    const key = await this.sessionKey(req, res, false);
    if (!key) return null;
    const row = await this.cookies.findOne({
      where: { sessionKey: key, name, expiresAt: MoreThan(new Date()) },
    });
    return row?.value ?? null;
  }

  async remove(req: Request, res: Response, name: string): Promise<void> {
    const key = await this.sessionKey(req, res, false);
    if (key) await this.cookies.delete({ sessionKey: key, name });
  }

  /**
   * The caller's session key. A bad token is a 401 (from the token service). Without a token,
   * the anonymous cookie's session, started when `create` (a save) and none is there yet.
   */
  private async sessionKey(req: Request, res: Response, create: boolean): Promise<string | null> {
    const principal = await this.tokens.principal(req);
    const anonymous = anonymousId(req);
    if (principal) {
      const key = tokenKey(principal);
      if (anonymous) await this.adopt(anonymousKey(anonymous), key);
      return key;
    }
    if (anonymous) return anonymousKey(anonymous);
    return create ? anonymousKey(startAnonymousSession(res, this.app.isProduction)) : null;
  }

  /** Moves values saved before sign-in to the signed-in session, keeping the session's own. */
  private async adopt(from: string, to: string): Promise<void> {
    const own = await this.cookies.find({ where: { sessionKey: to }, select: { name: true } });
    await this.cookies.update(
      { sessionKey: from, ...(own.length ? { name: Not(In(own.map((c) => c.name))) } : {}) },
      { sessionKey: to },
    );
    await this.cookies.delete({ sessionKey: from });
  }
}
