import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ConsentModule } from '../consent/consent.module';
import { ReferenceModule } from '../reference/reference.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [ApplicationsModule, ReferenceModule, ConsentModule],
  controllers: [ProfileController],
  providers: [ProfileService],
  exports: [ProfileService],
})
export class ProfileModule {}
