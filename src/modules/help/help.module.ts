import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationsModule } from '../applications/applications.module';
import { AuthModule } from '../auth/auth.module';
import { CrmClient } from './crm.client';
import { HelpRequest } from './help-request.entity';
import { HelpRequestsRepository } from './help-requests.repository';
import { HelpController } from './help.controller';
import { HelpProcessor } from './help.processor';
import { HelpService } from './help.service';

@Module({
  imports: [TypeOrmModule.forFeature([HelpRequest]), AuthModule, ApplicationsModule],
  controllers: [HelpController],
  providers: [HelpService, HelpProcessor, CrmClient, HelpRequestsRepository],
  exports: [HelpService],
})
export class HelpModule {}
