import type { DataSource } from 'typeorm';
import { scratchDataSource } from '../factories/scratch-database';

/**
 * The file's own database (test/setup-env.ts cloned it from the run's migrated template) as the
 * app's DataSource, every entity on it: how a medium spec reaches PostgreSQL, with no Nest app
 * and no HTTP. Destroy it in afterAll.
 */
export function fileDataSource(): Promise<DataSource> {
  return scratchDataSource(process.env.DATABASE_URL!).initialize();
}
