import { Module } from '@nestjs/common';
import { ConsentController, ConsentNoticeController } from './consent.controller';
import { ConsentRepository } from './consent.repository';
import { ConsentService } from './consent.service';

/** The consent notice and the consent ledger. */
@Module({
  controllers: [ConsentNoticeController, ConsentController],
  providers: [ConsentRepository, ConsentService],
  exports: [ConsentRepository, ConsentService],
})
export class ConsentModule {}
