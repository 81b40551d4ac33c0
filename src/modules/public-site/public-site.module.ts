import { Module } from '@nestjs/common';
import { LendersModule } from '../lenders/lenders.module';
import { PublicSiteController } from './public-site.controller';
import { PublicSiteService } from './public-site.service';

/** What the marketplace publishes to visitors (the public home, /customer-site). */
@Module({
  imports: [LendersModule],
  controllers: [PublicSiteController],
  providers: [PublicSiteService],
})
export class PublicSiteModule {}
