import type { DataSource } from 'typeorm';

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a query as a named prepared statement on PostgreSQL, so each pooled connection parses
 * and plans it once instead of on every call: for the few queries every consumer request makes.
 * On the embedded database it is an ordinary query.
 */
export async function preparedQuery<T>(
  ds: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (ds.driver as { master?: unknown }).master as PgPool | undefined;
  const onServer = 'url' in ds.options && Boolean(ds.options.url);
  if (onServer && typeof pool?.query === 'function') {
    const res = await pool.query({ name, text, values });
    return res.rows as T[];
  }
  return ds.query<T[]>(text, values);
}
