import { Module } from '@nestjs/common';
import { ConsentController, ConsentNoticeController } from './consent.controller';
import { ConsentRepository } from './consent.repository';
import { ConsentService } from './consent.service';
import { ConsumerStandingService } from './consumer-standing.service';

/** The consent notice and the consent ledger. */
@Module({
  controllers: [ConsentNoticeController, ConsentController],
  providers: [ConsentRepository, ConsentService, ConsumerStandingService],
  exports: [ConsentRepository, ConsentService, ConsumerStandingService],
})
export class ConsentModule {}
