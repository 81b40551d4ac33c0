import { Module } from '@nestjs/common';
import { ApplicationErasureRepository } from './application-erasure.repository';
import { PartnersModule } from '../partners/partners.module';
import { UsersModule } from '../users/users.module';
import { ApplicationsRepository } from './applications.repository';
import { JourneyEventsRepository } from './journey-events.repository';
import { ConsumerRecordsService } from './consumer-records.service';
import { LenderTransactionsRepository } from './lender-transactions.repository';

/** The consumer's journey records, looked up with ownership checks for the consumer modules. */
@Module({
  imports: [PartnersModule, UsersModule],
  providers: [
    ConsumerRecordsService,
    ApplicationsRepository,
    JourneyEventsRepository,
    LenderTransactionsRepository,
    ApplicationErasureRepository,
  ],
  exports: [
    ConsumerRecordsService,
    ApplicationsRepository,
    JourneyEventsRepository,
    LenderTransactionsRepository,
    UsersModule,
    ApplicationErasureRepository,
  ],
})
export class ApplicationsModule {}
