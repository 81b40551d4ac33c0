import { Module } from '@nestjs/common';
import { MyDataRepository } from './my-data.repository';
import { MyDataService } from './my-data.service';
import { PrivacyController } from './privacy.controller';

/** The consumer's data rights (DPDP Act 2023): the data download. */
@Module({
  controllers: [PrivacyController],
  providers: [MyDataRepository, MyDataService],
})
export class PrivacyModule {}
