import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/database.config';
import { entities } from './entities';
import { migrations } from './migrations';
import { SafeTypeOrmLogger } from './typeorm-logger';
import { createPgliteDriver } from './pglite/pglite-driver';
import { tlsOptions } from './tls-options';

/**
 * The one description of our database, shared by the app (TypeOrmModule) and the TypeORM CLI
 * (data-source.ts). With no DATABASE_URL it runs on an embedded PGlite under `embeddedDir`.
 */
export function buildDataSourceOptions(
  db: Omit<DatabaseConfig, 'runMigrations' | 'replicaUrl'>,
): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // TypeORM's default logger would print a failed query's parameters (personal data).
    logger: new SafeTypeOrmLogger(),
    // Generated uuid columns default to gen_random_uuid(), built in since PG 13 and in PGlite;
    // without these TypeORM would write uuid_generate_v4() and create extensions on connect.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  if (db.url) {
    return {
      ...common,
      url: db.url,
      ssl: tlsOptions(db),
      poolSize: db.poolSize,
      extra: { max: db.poolSize, connectionTimeoutMillis: 5000 },
    };
  }
  return {
    ...common,
    // TypeORM talks to PGlite through a pg-style pool that lends its single connection to one
    // user at a time (see pglite-driver.ts). Extensions cannot be installed there.
    driver: createPgliteDriver(db.embeddedDir),
    // One session: code that waits on a second connection inside a transaction would hang;
    // this turns such a bug into an error.
    connectTimeoutMS: 30_000,
  };
}

export const isEmbedded = (db: DatabaseConfig) => !db.url;
