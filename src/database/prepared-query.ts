import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

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

/**
 * `preparedQuery` for rows of one entity's table (`SELECT t.* …`), turned into entities the way
 * TypeORM's own finds do (each column's type conversion), without building the SQL per call.
 */
export async function preparedEntities<T extends ObjectLiteral>(
  ds: DataSource,
  target: EntityTarget<T>,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const meta = ds.getMetadata(target);
  const rows = await preparedQuery<Record<string, unknown>>(ds, name, text, values);
  return rows.map((row) => {
    const entity = meta.create() as T;
    for (const column of meta.columns)
      if (column.databaseName in row)
        column.setEntityValue(
          entity,
          ds.driver.prepareHydratedValue(row[column.databaseName], column),
        );
    return entity;
  });
}
