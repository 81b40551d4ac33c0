import type { DataSource } from 'typeorm';
import { seedDemo } from '../../src/database/seed/demo-seed';

/**
 * The demo catalogue on the run's shared database. Another file may have made a partner of its
 * own the default brand (only one may be); the demo's 'cl' takes that role back first, or the
 * seed's insert of 'cl' would break the unique index.
 */
export async function seedDemoData(ds: DataSource): Promise<void> {
  await ds.query(`UPDATE partners SET is_default = 0 WHERE is_default = 1 AND name <> 'cl'`);
  await seedDemo(ds);
}
