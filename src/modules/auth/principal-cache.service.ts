import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Client } from 'pg';
import { databaseConfig, type DatabaseConfig } from '../../config/database.config';
import { tlsOptions } from '../../database/tls-options';

/** The channel the migration's triggers notify (NotifyPrincipalChanges). */
export const PRINCIPAL_CHANNEL = 'cm_principal_changes';
/** A remembered check is used for at most this long, notification or not. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;
const RECONNECT_MS = 2_000;

interface Entry {
  userId: number;
  checkedAt: number;
}

/**
 * Remembers recent consumer-token checks (the consumer exists, the token is not revoked), so the
 * busiest calls do not query for them on every request; the answer is the same as the database's:
 * - revoking a token forgets it here at once (RevocationService), before logout answers;
 * - database triggers NOTIFY every instance of any revoked token and any deleted consumer, and a
 *   dedicated LISTEN connection forgets them as the notice arrives (milliseconds);
 * - a check that raced a notice is not remembered (the epoch moved during it);
 * - while the LISTEN connection is down nothing is remembered (every request checks the
 *   database), and everything is forgotten when it comes back;
 * - nothing is remembered longer than a minute.
 * On the embedded database (no DATABASE_URL, one process) it stays off.
 */
@Injectable()
export class PrincipalCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PrincipalCache');
  private readonly byToken = new Map<string, Entry>();
  private client?: Client;
  private listening = false;
  private closed = false;
  private epoch = 0;
  private reconnect?: NodeJS.Timeout;

  constructor(@Inject(databaseConfig.KEY) private readonly db: DatabaseConfig) {}

  async onModuleInit(): Promise<void> {
    if (this.db.url) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    this.drop();
    await this.client?.end().catch(() => undefined);
  }

  /** True when the check is remembered as passed for this token and consumer. */
  remembers(jti: string, userId: number): boolean {
    const entry = this.listening ? this.byToken.get(jti) : undefined;
    if (!entry || entry.userId !== userId) return false;
    if (Date.now() - entry.checkedAt > MAX_AGE_MS) {
      this.byToken.delete(jti);
      return false;
    }
    return true;
  }

  /** The current epoch: take it before checking the database, hand it to `remember`. */
  get currentEpoch(): number {
    return this.epoch;
  }

  /** Remembers a passed check, unless a notice arrived since `epoch` was taken. */
  remember(jti: string, userId: number, epoch: number): void {
    if (!this.listening || epoch !== this.epoch) return;
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.clear();
    this.byToken.set(jti, { userId, checkedAt: Date.now() });
  }

  /** Forgets a token (revoked in this process: before the notice comes back). */
  forgetToken(jti: string): void {
    this.epoch++;
    this.byToken.delete(jti);
  }

  private forgetUser(userId: number): void {
    this.epoch++;
    for (const [jti, entry] of this.byToken) if (entry.userId === userId) this.byToken.delete(jti);
  }

  private drop(): void {
    this.listening = false;
    this.epoch++;
    this.byToken.clear();
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.db.url,
      ssl: tlsOptions(this.db),
    });
    this.client = client;
    client.on('notification', (msg) => {
      const [kind, id] = (msg.payload ?? '').split(':');
      if (kind === 'token' && id) this.forgetToken(id);
      else if (kind === 'user' && id) this.forgetUser(Number(id));
      else this.drop();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      // A subscription on the cache's own connection, not a query of data.
      // eslint-disable-next-line no-restricted-syntax
      await client.query(`LISTEN ${PRINCIPAL_CHANNEL}`);
      this.byToken.clear();
      this.epoch++;
      this.listening = true;
    } catch (err) {
      this.lost(client, err as Error);
    }
  }

  private lost(client: Client, err: Error): void {
    if (client !== this.client) return;
    this.drop();
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(`Not remembering token checks while LISTEN is down: ${err.message}`);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.reconnect.unref();
  }
}
