import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ConsumerCardsController } from './consumer-cards.controller';
import { ConsumerCardsService } from './consumer-cards.service';
import { CreditCardCategory } from './credit-card-category.entity';
import { CreditCardsAdminController } from './credit-cards-admin.controller';
import { CreditCardsController } from './credit-cards.controller';
import { CreditCardsRepository } from './credit-cards.repository';
import { CreditCardsService } from './credit-cards.service';

@Module({
  imports: [TypeOrmModule.forFeature([CreditCardCategory]), AuditModule],
  controllers: [CreditCardsController, CreditCardsAdminController, ConsumerCardsController],
  providers: [CreditCardsService, ConsumerCardsService, CreditCardsRepository],
})
export class CardsModule {}
