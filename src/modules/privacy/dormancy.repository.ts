import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** A consumer's last sign-in (their first, for one who never came back), as SQL on `u`. */
const LAST_SEEN = `GREATEST(u.created_at, (SELECT max(e.created_at) FROM journey_events e
                    WHERE e.user_id = u.id AND e.type = 'signed_in'))`;

/** The SQL of dormant accounts: whom to tell, whose notice a sign-in cancelled, whom to erase. */
@Injectable()
export class DormancyRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Notices whose consumer signed in after being told: the erasure is off. Answers how many. */
  async cancelSignedIn(): Promise<number> {
    const [, count] = await this.manager.query<[unknown[], number]>(
      `DELETE FROM dormancy_notices d
        WHERE EXISTS (SELECT 1 FROM journey_events e
                       WHERE e.user_id = d.user_id AND e.type = 'signed_in'
                         AND e.created_at > d.noticed_at)`,
    );
    return count;
  }

  /** The consumers told whose 48 hours have passed, not yet erased. */
  async due(now: Date): Promise<number[]> {
    const rows = await this.manager.query<{ user_id: number }[]>(
      `SELECT d.user_id FROM dormancy_notices d JOIN users u ON u.id = d.user_id
        WHERE d.erase_after <= $1 AND u.deleted_at IS NULL ORDER BY d.user_id`,
      [now],
    );
    return rows.map((r) => r.user_id);
  }

  /**
   * Records a notice for each live consumer last seen at or before `lastSeenBy`, not yet told and
   * with no erasure request open; answers them with their mobile, to be texted.
   */
  noticeDormant(
    now: Date,
    lastSeenBy: Date,
    eraseAfter: Date,
  ): Promise<{ user_id: number; phone_number: string }[]> {
    return this.manager.query(
      `INSERT INTO dormancy_notices (user_id, noticed_at, erase_after)
       SELECT u.id, $1, $3 FROM users u
        WHERE u.deleted_at IS NULL AND u.phone_number IS NOT NULL
          AND ${LAST_SEEN} <= $2
          AND NOT EXISTS (SELECT 1 FROM dormancy_notices d WHERE d.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM customer_deletions c
                           WHERE c.user_id = u.id AND c.status = 'requested')
       ON CONFLICT (user_id) DO NOTHING
       RETURNING user_id, (SELECT phone_number FROM users WHERE id = user_id) AS phone_number`,
      [now, lastSeenBy, eraseAfter],
    );
  }

  async sent(userId: number, messageId: string | null, failure: string | null) {
    await this.manager.query(
      `UPDATE dormancy_notices SET message_id = $2, failure = $3 WHERE user_id = $1`,
      [userId, messageId, failure],
    );
  }
}
