import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { allConfigs } from './config';
import { validateEnv } from './config/env';
import { DatabaseModule } from './database/database.module';
import { loggerOptions } from './common/logger-options';
import { HealthModule } from './modules/health/health.module';
import { QueueModule } from './queue/queue.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      load: allConfigs,
      validate: validateEnv,
      ignoreEnvFile: true,
    }),
    LoggerModule.forRootAsync(loggerOptions),
    DatabaseModule,
    QueueModule,
    HealthModule,
  ],
})
export class AppModule {}
