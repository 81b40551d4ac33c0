import { Logger, Module, OnApplicationBootstrap, Inject } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { databaseConfig, type DatabaseConfig } from '../config/database.config';
import { ReadReplica } from './read-replica';
import { buildDataSourceOptions, isEmbedded } from './typeorm-options';
import { runMigrationsOnce } from './run-migrations';
import { seedDemo } from './seed/demo-seed';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (db: DatabaseConfig) => ({
        ...buildDataSourceOptions(db),
        // A database server may come up a little after us; an embedded directory that is locked
        // or damaged stays so, and ten tries 3 s apart would only hide the message.
        toRetry: () => !isEmbedded(db),
        runMigrationsAtStart: db.runMigrations,
      }),
      // Pending migrations run at start, so a fresh database is usable (see runMigrationsOnce),
      // unless MIGRATIONS=skip: a fleet's deploy step migrates once, before any process starts.
      dataSourceFactory: async (options) => {
        const { runMigrationsAtStart, ...rest } = options as typeof options & {
          runMigrationsAtStart: boolean;
        };
        const ds = await new DataSource(rest).initialize();
        if (!runMigrationsAtStart) return ds; // main.ts has said so
        try {
          await runMigrationsOnce(ds);
        } catch (err) {
          await ds.destroy();
          throw err;
        }
        return ds;
      },
    }),
  ],
  providers: [ReadReplica],
})
export class DatabaseModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Database');

  constructor(
    @Inject(databaseConfig.KEY) private readonly db: DatabaseConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!isEmbedded(this.db)) {
      this.logger.log('Using PostgreSQL from DATABASE_URL');
      return;
    }
    this.logger.log(
      `No DATABASE_URL: using the embedded PostgreSQL (PGlite) in ${this.db.embeddedDir}, migrated`,
    );
    // Production never runs embedded (env.ts requires DATABASE_URL there), so never seeds.
    if (this.db.demoSeed) {
      const summary = await seedDemo(this.dataSource);
      this.logger.log(`Demo data ready (${summary}); see the README for the demo logins`);
    }
  }
}
