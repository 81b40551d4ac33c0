import { Body, Controller, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { MERCHANT_LIST, MerchantRules, type MerchantListFilter } from './dto/merchants-admin.dto';
import { MerchantsAdminService } from './merchants-admin.service';

/** /api/admin/merchants: a partner's outlets and agents (Merchants page, role 1). */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/merchants')
export class MerchantsAdminController {
  constructor(private readonly merchants: MerchantsAdminService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(MERCHANT_LIST)) query: ListQuery<MerchantListFilter>) {
    return this.merchants.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.merchants.get(id);
  }

  @Post()
  @ApiBody({ type: MerchantRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.merchants.create(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: MerchantRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.merchants.update(admin, id, body);
  }
}
