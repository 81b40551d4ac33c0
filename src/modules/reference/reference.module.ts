import { Module } from '@nestjs/common';
import { LanguagesService } from './languages.service';
import { ReferenceController } from './reference.controller';
import { ReferenceRepository } from './reference.repository';
import { SmartListsService } from './smart-lists.service';

@Module({
  controllers: [ReferenceController],
  providers: [SmartListsService, LanguagesService, ReferenceRepository],
  exports: [SmartListsService, LanguagesService],
})
export class ReferenceModule {}
