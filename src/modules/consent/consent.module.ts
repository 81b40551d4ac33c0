import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ConsumerStandingReader } from '../../common/guards/consumer-standing';
import { ConsentController, ConsentNoticeController } from './consent.controller';
import { ConsentRepository } from './consent.repository';
import { ConsentService } from './consent.service';
import { ConsumerStandingService } from './consumer-standing.service';

/** The consent notice and the consent ledger. */
@Module({
  imports: [UsersModule],
  controllers: [ConsentNoticeController, ConsentController],
  providers: [
    ConsentRepository,
    ConsentService,
    ConsumerStandingService,
    // The global access guard's question (common code names no feature).
    { provide: ConsumerStandingReader, useExisting: ConsumerStandingService },
  ],
  exports: [ConsentRepository, ConsentService, ConsumerStandingService, ConsumerStandingReader],
})
export class ConsentModule {}
