import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { done, reply } from '../../common/rest/reply';
import { CreditCardsService } from './credit-cards.service';
import {
  CreateCreditCardDto,
  DeleteCreditCardDto,
  UpdateCreditCardDataDto,
} from './dto/credit-card.dto';

/** The credit-card calls of the back office's credit-cards screen. */
@ApiTags('admin: credit cards')
@AdminPage('credit-cards')
@Controller()
export class CreditCardsController {
  constructor(private readonly cards: CreditCardsService) {}

  @Get('get-credit-cards-data')
  list() {
    return reply(this.cards.all());
  }

  @Post('create-credit-card')
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: CreateCreditCardDto) {
    return reply(this.cards.create(admin, dto), 'Credit card created successfully!');
  }

  @Post('safe-delete-credit-card')
  @HttpCode(200)
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: DeleteCreditCardDto) {
    return done(this.cards.remove(admin, dto.category_id), 'Credit card deleted successfully!');
  }

  @Post('update-credit-card-data')
  @HttpCode(200)
  update(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: UpdateCreditCardDataDto) {
    return reply(this.cards.updateProperty(admin, dto), 'Credit card updated successfully!');
  }
}
