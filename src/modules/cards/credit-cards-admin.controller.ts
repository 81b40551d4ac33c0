import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { CreditCardsService } from './credit-cards.service';
import { CREDIT_CARD_LIST, type CreditCardListFilter } from './dto/credit-card-list.filter';
import { CreditCardRules } from './dto/credit-card.rules';

/** /api/admin/credit-cards for react-admin (ra-data-simple-rest conventions). */
@ApiTags('admin: credit cards')
@AdminPage('credit-cards')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/credit-cards')
export class CreditCardsAdminController {
  constructor(private readonly cards: CreditCardsService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(CREDIT_CARD_LIST)) query: ListQuery<CreditCardListFilter>) {
    return this.cards.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.cards.get(id);
  }

  @Post()
  @ApiBody({ type: CreditCardRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.cards.createRecord(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: CreditCardRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.cards.update(admin, id, body);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.cards.remove(admin, id);
  }
}
