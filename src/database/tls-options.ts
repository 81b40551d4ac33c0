import type { DatabaseConfig } from '../config/database.config';

/**
 * TLS to the database server (the pool's and the LISTEN connection's) verifies its certificate
 * and name: an unverified TLS connection is open to anyone on the path. A private CA
 * (DATABASE_SSL_CA) replaces Node's public ones.
 */
export function tlsOptions(db: Pick<DatabaseConfig, 'ssl' | 'sslCa'>) {
  if (!db.ssl) return false;
  return { rejectUnauthorized: true, ...(db.sslCa ? { ca: db.sslCa } : {}) };
}
