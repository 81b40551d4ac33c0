import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/filters/database-unavailable';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { buildDataSourceOptions } from './typeorm-options';

/** After the replica failed, reads stay on the primary this long before it is tried again. */
const RETRY_AFTER_MS = 30_000;

/** The replica of each app's primary (tests boot several apps in one process). */
const replicas = new WeakMap<DataSource, ReadReplica>();

/**
 * DATABASE_REPLICA_URL: the reports' and dashboards' reads go to a PostgreSQL read replica, off
 * the primary that serves the journey. A replica that is down (at start too) or cut off sends
 * them back to the primary, with a warning, and is tried again 30 s later. A DataSource of its
 * own rather than TypeORM's `replication`, which refuses to start while a replica is down.
 */
@Injectable()
export class ReadReplica implements OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplica');
  private replica?: DataSource;
  private connecting?: Promise<DataSource>;
  private downUntil = 0;

  constructor(
    @Inject(databaseConfig.KEY) private readonly db: DatabaseConfig,
    @InjectDataSource() private readonly primary: DataSource,
  ) {
    if (db.url && db.replicaUrl) replicas.set(primary, this);
  }

  /** The replica's DataSource, or null while it is down (or none is set). */
  private async source(): Promise<DataSource | null> {
    if (!this.db.replicaUrl || Date.now() < this.downUntil) return null;
    if (this.replica?.isInitialized) return this.replica;
    this.connecting ??= new DataSource({
      ...buildDataSourceOptions({ ...this.db, url: this.db.replicaUrl }),
      migrations: [],
    })
      .initialize()
      .finally(() => (this.connecting = undefined));
    try {
      this.replica = await this.connecting;
      this.logger.log('Reports read from the replica (DATABASE_REPLICA_URL)');
      return this.replica;
    } catch (err) {
      this.down(err);
      return null;
    }
  }

  private down(err: unknown): void {
    this.downUntil = Date.now() + RETRY_AFTER_MS;
    this.logger.warn(
      `Replica unavailable, reports read from the primary for 30 s: ${(err as Error).message}`,
    );
  }

  /** Runs a read on the replica, or on the primary when the replica cannot answer. */
  async read<T>(run: (source: DataSource) => Promise<T>): Promise<T> {
    const replica = await this.source();
    if (replica) {
      try {
        return await run(replica);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        this.down(err);
      }
    }
    return run(this.primary);
  }

  /**
   * The source a long read (an export's COPY) starts on: the replica when it answers, else the
   * primary. A stream cannot move half-way, so unlike `read` this chooses once, up front.
   */
  async sourceForStream(): Promise<DataSource> {
    return (await this.source()) ?? this.primary;
  }

  async onApplicationShutdown(): Promise<void> {
    replicas.delete(this.primary);
    if (this.replica?.isInitialized) await this.replica.destroy();
  }
}

/** The replica that takes the reads of this primary, if any. */
export const replicaOf = (primary: DataSource): ReadReplica | undefined => replicas.get(primary);
