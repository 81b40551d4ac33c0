import { Injectable } from '@nestjs/common';
import { ChangeFeedService, type ChangeListener } from '../../database/change-feed';

/** The channel the migration's triggers notify (NotifyPrincipalChanges). */
export const PRINCIPAL_CHANNEL = 'cm_principal_changes';
/** A remembered check is used for at most this long, notification or not. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  userId: number;
  checkedAt: number;
}

/**
 * Remembers recent consumer-token checks (the consumer exists, the token is not revoked), so the
 * busiest calls do not query for them on every request; the answer is the same as the database's:
 * - revoking a token forgets it here at once (RevocationService), before logout answers;
 * - database triggers NOTIFY every instance of any revoked token and any deleted consumer, and
 *   the change feed's LISTEN connection forgets them as the notice arrives (milliseconds);
 * - a check that raced a notice is not remembered (the epoch moved during it);
 * - while the change feed is down nothing is remembered (every request checks the database), and
 *   everything is forgotten when it comes back;
 * - nothing is remembered longer than a minute.
 * On the embedded database (no DATABASE_URL, one process) it stays off.
 */
@Injectable()
export class PrincipalCacheService implements ChangeListener {
  private readonly byToken = new Map<string, Entry>();
  private epoch = 0;

  constructor(private readonly feed: ChangeFeedService) {
    feed.subscribe(PRINCIPAL_CHANNEL, this);
  }

  /** True when the check is remembered as passed for this token and consumer. */
  remembers(jti: string, userId: number): boolean {
    const entry = this.feed.live ? this.byToken.get(jti) : undefined;
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
    if (!this.feed.live || epoch !== this.epoch) return;
    if (this.byToken.size >= MAX_ENTRIES) this.byToken.clear();
    this.byToken.set(jti, { userId, checkedAt: Date.now() });
  }

  /** Forgets a token (revoked in this process: before the notice comes back). */
  forgetToken(jti: string): void {
    this.epoch++;
    this.byToken.delete(jti);
  }

  changed(payload: string): void {
    const [kind, id] = payload.split(':');
    if (kind === 'token' && id) this.forgetToken(id);
    else if (kind === 'user' && id) this.forgetUser(Number(id));
    else this.reset();
  }

  reset(): void {
    this.epoch++;
    this.byToken.clear();
  }

  private forgetUser(userId: number): void {
    this.epoch++;
    for (const [jti, entry] of this.byToken) if (entry.userId === userId) this.byToken.delete(jti);
  }
}
