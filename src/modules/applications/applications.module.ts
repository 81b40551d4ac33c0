import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { Application } from './application.entity';
import { ConsumerRecordsService } from './consumer-records.service';
import { ProspectApplication } from './prospect-application.entity';

/** The consumer's journey records, looked up with ownership checks for the consumer modules. */
@Module({
  imports: [TypeOrmModule.forFeature([User, ProspectApplication, Application, Product])],
  providers: [ConsumerRecordsService],
  exports: [ConsumerRecordsService],
})
export class ApplicationsModule {}
