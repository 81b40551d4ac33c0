import type { DataSource } from 'typeorm';
import { LockSpace } from './advisory-locks';

/**
 * Applies the pending migrations, each in its own transaction. API and worker processes of one
 * release may start together on one database: TypeORM takes no lock of its own, so without this
 * two of them would run the same migration and one would die on "already exists". The first to
 * take the session lock migrates; the others wait, then find nothing pending. The embedded
 * database has one owner (its directory lock) and one connection, which the lock would hold.
 */
export async function runMigrationsOnce(ds: DataSource): Promise<void> {
  if (!(ds.options as { url?: string }).url) {
    await ds.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1, 0)', [LockSpace.Migrations]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    // Closing the session frees the lock too; unlocking first lets a waiting process go at once.
    await runner.query('SELECT pg_advisory_unlock($1, 0)', [LockSpace.Migrations]).catch(() => {});
    await runner.release();
  }
}
