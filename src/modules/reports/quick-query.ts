import type { EntityManager } from 'typeorm';

/**
 * Runs a short read (a report page, a count, a rollup's sums) without parallel workers. On a
 * small server starting them costs more than the work they share: counting a million
 * applications took 150–250 ms with two workers and 50–80 ms alone on the 2-core benchmark
 * machine. Exports, which read everything, keep the server's setting.
 */
export function quickQuery<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T> {
  return manager.transaction(async (tx) => {
    await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
    return tx.query<T>(sql, params);
  });
}
