import type { EntityManager } from 'typeorm';
import { replicaOf } from '../../database/read-replica';

/**
 * Runs a short read (a report page, a count, a rollup's sums) without parallel workers. On a
 * small server starting them costs more than the work they share: counting a million
 * applications took 150–250 ms with two workers and 50–80 ms alone on the 2-core benchmark
 * machine. Exports, which read everything, keep the server's setting. With DATABASE_REPLICA_URL
 * it runs on the read replica (the primary when it is down), unless the caller is inside a
 * transaction of its own.
 */
export function quickQuery<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T> {
  const run = (m: EntityManager) =>
    m.transaction(async (tx) => {
      await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
      return tx.query<T>(sql, params);
    });
  const replica = manager.queryRunner ? undefined : replicaOf(manager.connection);
  return replica ? replica.read((source) => run(source.manager)) : run(manager);
}
