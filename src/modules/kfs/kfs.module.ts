import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { LendersModule } from '../lenders/lenders.module';
import { KfsController } from './kfs.controller';
import { KfsRepository } from './kfs.repository';
import { KfsService } from './kfs.service';

/** Key Fact Statements before hand-offs. */
@Module({
  imports: [ApplicationsModule, LendersModule],
  controllers: [KfsController],
  providers: [KfsRepository, KfsService],
  exports: [KfsService],
})
export class KfsModule {}
