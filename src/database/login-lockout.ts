import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** How many failures in a row lock an account, and for how long. */
export interface Lockout {
  maxFailures: number;
  lockMinutes: number;
}

/**
 * The sign-in lockout's writes on an account table (admins' and partner logins' share the
 * columns `failed_login_count`, `locked_until`, `last_login_at`), for their owners' repositories.
 * They take the DataSource's own manager: a refused sign-in counts even when the caller's
 * transaction rolls back.
 */
export const loginLockout = {
  /** A successful sign-in: the failure count and lock are cleared. */
  async succeeded(manager: EntityManager, table: EntityTarget<ObjectLiteral>, id: number) {
    await manager
      .createQueryBuilder()
      .update(table)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  },

  /** One atomic UPDATE, so parallel failures all count; the last allowed locks and restarts it. */
  async failed(
    manager: EntityManager,
    table: EntityTarget<ObjectLiteral>,
    id: number,
    lockout: Lockout,
  ) {
    const reachesLimit = `failed_login_count + 1 >= ${Number(lockout.maxFailures)}`;
    await manager
      .createQueryBuilder()
      .update(table)
      .set({
        failedLoginCount: () => `CASE WHEN ${reachesLimit} THEN 0 ELSE failed_login_count + 1 END`,
        lockedUntil: () =>
          `CASE WHEN ${reachesLimit} THEN now() + interval '${Number(lockout.lockMinutes)} minutes' ELSE locked_until END`,
      })
      .where('id = :id', { id })
      .execute();
  },
};
