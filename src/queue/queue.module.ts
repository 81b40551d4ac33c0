import { Global, Module } from '@nestjs/common';
import { redisConfig, type RedisConfig } from '../config/redis.config';
import { QueueDashboardController } from './queue-dashboard.controller';
import { createQueueBackend, QueueService } from './queue.service';

@Global()
@Module({
  controllers: [QueueDashboardController],
  providers: [
    {
      provide: QueueService,
      inject: [redisConfig.KEY],
      useFactory: async (cfg: RedisConfig) =>
        new QueueService(await createQueueBackend(cfg), cfg.role !== 'api'),
    },
  ],
  exports: [QueueService],
})
export class QueueModule {}
