import { readFileSync } from 'node:fs';
import { registerAs } from '@nestjs/config';
import { env } from './env';

export const databaseConfig = registerAs('database', () => {
  const e = env();
  return {
    /** Undefined means the embedded PGlite database under `embeddedDir`. */
    url: e.DATABASE_URL,
    /** A read replica for the reports and dashboards; undefined: they read the primary. */
    replicaUrl: e.DATABASE_REPLICA_URL,
    ssl: e.DATABASE_SSL,
    /** The private CA's PEM (DATABASE_SSL_CA, checked readable by env.ts), read once here. */
    sslCa: e.DATABASE_SSL_CA ? readFileSync(e.DATABASE_SSL_CA, 'utf8') : undefined,
    poolSize: e.DATABASE_POOL_SIZE,
    embeddedDir: e.EMBEDDED_DB_DIR,
    /** Whether start-up applies pending migrations (skip: the deploy step did, once). */
    runMigrations: e.MIGRATIONS === 'run',
    // Known passwords must never reach a live deployment, whatever DEMO_SEED says.
    demoSeed: e.DEMO_SEED && e.NODE_ENV !== 'production',
  };
});
export type DatabaseConfig = ReturnType<typeof databaseConfig>;
