import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { inject } from 'vitest';
import { buildDataSourceOptions } from '../../src/database/typeorm-options';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop: () => Promise<void>;
}

/** Runs one statement on the test server's maintenance database (CREATE or DROP DATABASE). */
export async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: inject('serverUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, for tests that must not share the run's database. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  await onServer(`CREATE DATABASE ${name}`);
  return {
    url: inject('serverUrl').replace(/\/[^/]*$/, `/${name}`),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The app's data source options pointed at `url` (not initialised). */
export function scratchDataSource(url: string, extra: Partial<DataSourceOptions> = {}): DataSource {
  const options = buildDataSourceOptions({
    url,
    ssl: false,
    sslCa: undefined,
    poolSize: 2,
    embeddedDir: '',
    demoSeed: false,
  });
  return new DataSource({ ...options, ...extra } as DataSourceOptions);
}
