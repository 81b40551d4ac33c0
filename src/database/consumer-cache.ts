import { Injectable } from '@nestjs/common';
import { ChangeFeedService, type ChangeListener } from './change-feed';

/** The channel the migration's triggers notify (NotifyConsumerChanges). */
export const CONSUMER_CHANNEL = 'cm_consumer_changes';
/** A remembered read is used for at most this long, notice or not. */
const MAX_AGE_MS = 60_000;
/** A consumer's entries take a few kB (the profile row is most of it): about 20 MB at most. */
const MAX_CONSUMERS = 5_000;
/** Reads per consumer (the keys name ids the consumer sends: a flood of them stays bounded). */
const MAX_KEYS = 8;

interface Entry {
  value: unknown;
  at: number;
}

/**
 * Recent reads of a consumer's own rows (the profile read, the offers call's inputs), so the
 * busiest consumer calls need no query of their own when nothing changed; the answer is the
 * database's:
 * - database triggers NOTIFY every instance of each statement's changed consumers (users,
 *   prospect applications, applications) and of any lender change, whoever writes (consumer,
 *   admin, upload, another instance, manual SQL), and the change feed forgets them;
 * - before answering from memory, a read waits until every notice committed before it began has
 *   arrived (ChangeFeedService.sync: one round trip on the LISTEN connection, shared by the
 *   reads that come together), so a read never misses a write that came before it;
 * - a read that raced a notice is not remembered (the epoch moved during it);
 * - while the change feed is down nothing is remembered; nothing is kept longer than a minute.
 * What `read` returns is shared by later requests: callers never change it.
 * On the embedded database (no DATABASE_URL, one process) it stays off.
 */
@Injectable()
export class ConsumerCacheService implements ChangeListener {
  private readonly byUser = new Map<number, Map<string, Entry>>();
  private epoch = 0;

  constructor(private readonly feed: ChangeFeedService) {
    feed.subscribe(CONSUMER_CHANNEL, this);
  }

  /** What `load` answers for this consumer and key, from memory when it was read recently. */
  async read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.feed.live) return load();
    try {
      await this.feed.sync();
    } catch {
      return load(); // the feed is down: `live` is false until it is back
    }
    const hit = this.byUser.get(userId)?.get(key);
    if (hit && Date.now() - hit.at <= MAX_AGE_MS) return hit.value as T;
    const epoch = this.epoch;
    const value = await load();
    // Not found is not remembered: it is rare, and the row may come.
    if (value !== null && value !== undefined && epoch === this.epoch && this.feed.live) {
      let entries = this.byUser.get(userId);
      if (!entries) {
        if (this.byUser.size >= MAX_CONSUMERS) this.byUser.clear();
        entries = new Map();
        this.byUser.set(userId, entries);
      }
      if (entries.size >= MAX_KEYS) entries.clear();
      entries.set(key, { value, at: Date.now() });
    }
    return value;
  }

  /** Forgets a consumer's reads (written in this instance: before its notice comes). */
  forget(userId: number): void {
    this.epoch++;
    this.byUser.delete(userId);
  }

  changed(payload: string): void {
    if (!/^\d+(,\d+)*$/.test(payload)) return this.reset();
    this.epoch++;
    for (const id of payload.split(',')) this.byUser.delete(Number(id));
  }

  reset(): void {
    this.epoch++;
    this.byUser.clear();
  }
}
