import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ReferenceModule } from '../reference/reference.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [ApplicationsModule, ReferenceModule],
  controllers: [ProfileController],
  providers: [ProfileService],
  exports: [ProfileService],
})
export class ProfileModule {}
