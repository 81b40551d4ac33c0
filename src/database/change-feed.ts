import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Client } from 'pg';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { tlsOptions } from './tls-options';

/** What a cache of database rows does with the notices of one channel. */
export interface ChangeListener {
  /** A notice's payload, as the migration's trigger wrote it. */
  changed(payload: string): void;
  /** Notices may have been missed (the LISTEN connection went down or came back): forget all. */
  reset(): void;
}

const RECONNECT_MS = 2_000;

/**
 * One LISTEN connection per process for the channels that database triggers NOTIFY when rows
 * that an in-memory cache holds change (migrations NotifyPrincipalChanges, NotifyConsumerChanges).
 * A cache answers from memory only while `live` and after `sync`: while the connection is down
 * every request reads the database, and every listener is reset when it goes down and when it
 * comes back. On the embedded database (no DATABASE_URL, one process) it never listens, so the
 * caches stay off.
 */
@Injectable()
export class ChangeFeedService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private readonly listeners = new Map<string, ChangeListener>();
  private client?: Client;
  private listening = false;
  private closed = false;
  private reconnect?: NodeJS.Timeout;
  /** The barrier query on the wire, and the one to send after it (see `sync`). */
  private onWire?: Promise<void>;
  private queued?: Promise<void>;

  constructor(@Inject(databaseConfig.KEY) private readonly db: DatabaseConfig) {}

  /** Registers the one listener of a channel (in a constructor: before the connection opens). */
  subscribe(channel: string, listener: ChangeListener): void {
    this.listeners.set(channel, listener);
  }

  /** True while notices arrive: a cache may answer from memory. */
  get live(): boolean {
    return this.listening;
  }

  /**
   * Resolves when every notice committed before the call has been handled: a `SELECT 1` on the
   * LISTEN connection, since PostgreSQL sends a session its pending notices before the answer to
   * its next command. Concurrent callers share one round trip; a caller that comes while one is
   * on the wire waits for the next (the one on the wire may have left before its write's notice).
   */
  sync(): Promise<void> {
    if (!this.onWire) return (this.onWire = this.roundTrip());
    const next = () => {
      this.queued = undefined;
      return (this.onWire = this.roundTrip());
    };
    return (this.queued ??= this.onWire.then(next, next));
  }

  private roundTrip(): Promise<void> {
    const done = () => {
      if (this.onWire === trip) this.onWire = undefined;
    };
    // A barrier on the feed's own connection, not a query of data.
    const trip: Promise<void> = (this.client?.query('SELECT 1') ?? Promise.resolve()).then(
      done,
      (err: unknown) => {
        done();
        throw err;
      },
    );
    return trip;
  }

  async onModuleInit(): Promise<void> {
    if (this.db.url) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    this.down();
    await this.client?.end().catch(() => undefined);
  }

  private down(): void {
    this.listening = false;
    for (const listener of this.listeners.values()) listener.reset();
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.db.url, ssl: tlsOptions(this.db) });
    this.client = client;
    client.on('notification', (msg) => {
      const listener = this.listeners.get(msg.channel);
      if (listener) listener.changed(msg.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      // Subscriptions on the feed's own connection, not queries of data.
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${channel}`);
      for (const listener of this.listeners.values()) listener.reset();
      this.listening = true;
    } catch (err) {
      this.lost(client, err as Error);
    }
  }

  private lost(client: Client, err: Error): void {
    if (client !== this.client) return;
    this.down();
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(`Caches answer from the database while LISTEN is down: ${err.message}`);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.reconnect.unref();
  }
}
