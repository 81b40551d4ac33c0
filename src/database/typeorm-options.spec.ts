import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { validateEnv } from '../config/env';
import { buildDataSourceOptions } from './typeorm-options';

// No PostgreSQL with TLS runs here, so these check the options handed to the pg driver; the
// driver's own verification (node:tls) does the rest.
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const db = { url: 'postgres://u@db:5432/app', poolSize: 2, embeddedDir: '', demoSeed: false };
const ssl = (config: { ssl: boolean; sslCa?: string }) =>
  (buildDataSourceOptions({ ...db, sslCa: undefined, ...config }) as PostgresConnectionOptions).ssl;

describe('database TLS', () => {
  it('verifies the server certificate against the public CAs, or against DATABASE_SSL_CA', () => {
    expect(ssl({ ssl: false })).toBe(false);
    expect(ssl({ ssl: true })).toEqual({ rejectUnauthorized: true });
    expect(ssl({ ssl: true, sslCa: PEM })).toEqual({ rejectUnauthorized: true, ca: PEM });
  });

  it('stops the start on a CA file that is missing or is not PEM, naming the variable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cm-ca-'));
    const good = join(dir, 'ca.pem');
    const junk = join(dir, 'junk.txt');
    writeFileSync(good, PEM);
    writeFileSync(junk, 'not a certificate');
    expect(validateEnv({ DATABASE_SSL: 'true', DATABASE_SSL_CA: good }).DATABASE_SSL_CA).toBe(good);
    expect(() =>
      validateEnv({ DATABASE_SSL: 'true', DATABASE_SSL_CA: join(dir, 'none.pem') }),
    ).toThrow(/DATABASE_SSL_CA: DATABASE_SSL_CA .*none\.pem cannot be read \(ENOENT\)/);
    expect(() => validateEnv({ DATABASE_SSL: 'true', DATABASE_SSL_CA: junk })).toThrow(
      /DATABASE_SSL_CA: .*holds no PEM certificate/,
    );
    expect(() => validateEnv({ DATABASE_SSL_CA: good })).toThrow(
      /DATABASE_SSL_CA: DATABASE_SSL_CA needs DATABASE_SSL=true/,
    );
  });

  it('refuses ssl options in DATABASE_URL, which pg would let override verification', () => {
    expect(() => validateEnv({ DATABASE_URL: 'postgres://u@db/app?sslmode=no-verify' })).toThrow(
      /DATABASE_URL: DATABASE_URL must not set ssl options: use DATABASE_SSL/,
    );
    expect(validateEnv({ DATABASE_URL: 'postgres://u@db/app?application_name=x' })).toBeTruthy();
  });
});
