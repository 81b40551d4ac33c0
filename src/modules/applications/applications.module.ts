import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { ApplicationsRepository } from './applications.repository';
import { ConsumerRecordsService } from './consumer-records.service';

/** The consumer's journey records, looked up with ownership checks for the consumer modules. */
@Module({
  imports: [PartnersModule],
  providers: [ConsumerRecordsService, ApplicationsRepository],
  exports: [ConsumerRecordsService, ApplicationsRepository],
})
export class ApplicationsModule {}
