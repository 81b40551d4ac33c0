import { Module } from '@nestjs/common';
import { ApplicationErasureRepository } from './application-erasure.repository';
import { PartnersModule } from '../partners/partners.module';
import { ApplicationsRepository } from './applications.repository';
import { JourneyEventsRepository } from './journey-events.repository';
import { ConsumerRecordsService } from './consumer-records.service';

/** The consumer's journey records, looked up with ownership checks for the consumer modules. */
@Module({
  imports: [PartnersModule],
  providers: [
    ConsumerRecordsService,
    ApplicationsRepository,
    JourneyEventsRepository,
    ApplicationErasureRepository,
  ],
  exports: [
    ConsumerRecordsService,
    ApplicationsRepository,
    JourneyEventsRepository,
    ApplicationErasureRepository,
  ],
})
export class ApplicationsModule {}
