import type { EntityManager } from 'typeorm';

/** Runs an INSERT, UPDATE or DELETE and answers how many rows it touched. */
export async function rowsTouched(m: EntityManager, sql: string, params: unknown[]) {
  const result = await m.query<[unknown[], number]>(sql, params);
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
