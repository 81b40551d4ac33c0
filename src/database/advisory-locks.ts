import type { EntityManager } from 'typeorm';

/** Namespaces of advisory locks, so keys of different kinds never collide. */
export enum LockSpace {
  OtpNumber = 1,
  OtpIp = 2,
  BootstrapAdmin = 3,
  NewAnonymousSession = 4,
  Migrations = 5,
  PartnerLead = 6,
  MerchantApplication = 7,
  AdminRoles = 8,
  CsrReveal = 9,
}

/**
 * Holds a PostgreSQL advisory lock on (space, key) until the surrounding transaction ends: the
 * rate checks and the code checks of one number (or IP) run one at a time, on every app instance.
 */
export async function lockUntilCommit(m: EntityManager, space: LockSpace, key: string) {
  await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [space, key]);
}
