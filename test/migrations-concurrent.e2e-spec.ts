import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/database/migrations';
import { runMigrationsOnce } from '../src/database/run-migrations';
import {
  createScratchDatabase,
  scratchDataSource,
  type ScratchDatabase,
} from './factories/scratch-database';

// API and worker processes of one release start together on one database (PROCESS_ROLE).
describe('migrations at start, several processes at once', () => {
  let db: ScratchDatabase;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    db = await createScratchDatabase('cm_migrate_race');
    for (let i = 0; i < 3; i++) {
      sources.push(await scratchDataSource(db.url, { logging: false }).initialize());
    }
  });

  afterAll(async () => {
    await Promise.all(sources.map((ds) => ds.destroy()));
    await db?.drop();
  });

  it('three starts on a new database all succeed and apply each migration once', async () => {
    const results = await Promise.allSettled(sources.map((ds) => runMigrationsOnce(ds)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const applied: { name: string; n: string }[] = await sources[0].query(
      'SELECT name, count(*) AS n FROM migrations GROUP BY name ORDER BY name',
    );
    expect(applied.map((r) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort());
    expect(applied.every((r) => Number(r.n) === 1)).toBe(true);
  });
});
