import { Global, Module } from '@nestjs/common';
import { ChangeFeedService } from './change-feed';
import { ConsumerCacheService } from './consumer-cache';

/** The change feed and the caches that follow it, for every module. */
@Global()
@Module({
  providers: [ChangeFeedService, ConsumerCacheService],
  exports: [ChangeFeedService, ConsumerCacheService],
})
export class ChangeFeedModule {}
