import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../products/product.entity';
import { Language } from './language.entity';
import { LanguagesService } from './languages.service';
import { ReferenceController } from './reference.controller';
import { SmartListOption } from './smart-list-option.entity';
import { SmartListsService } from './smart-lists.service';

@Module({
  imports: [TypeOrmModule.forFeature([SmartListOption, Language, Product])],
  controllers: [ReferenceController],
  providers: [SmartListsService, LanguagesService],
  exports: [SmartListsService, LanguagesService],
})
export class ReferenceModule {}
