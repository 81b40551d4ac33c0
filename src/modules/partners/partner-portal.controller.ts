import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { PartnerRoute } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  PARTNER_CUSTOMER_LIST,
  PartnerCustomerIdParam,
  type PartnerCustomerFilter,
} from './dto/partner-customers.filter';
import { PartnerDashboardQuery } from './dto/partner-dashboard.dto';
import { PartnerPortalService } from './partner-portal.service';

@ApiTags('partner portal')
@Controller('partner')
export class PartnerPortalController {
  constructor(private readonly portal: PartnerPortalService) {}

  @PartnerRoute()
  @Get('get-revenue')
  revenue(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.portal.revenue(partner);
  }

  @PartnerRoute()
  @Get('dashboard')
  dashboard(@CurrentPrincipal() partner: PartnerPrincipal, @Query() query: PartnerDashboardQuery) {
    return this.portal.dashboard(partner, query);
  }

  @PartnerRoute()
  @Get('customers')
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  customers(
    @CurrentPrincipal() partner: PartnerPrincipal,
    @Query(new RestListPipe(PARTNER_CUSTOMER_LIST)) query: ListQuery<PartnerCustomerFilter>,
  ) {
    return this.portal.customerList(partner, query);
  }

  @PartnerRoute()
  @Get('customers/:id')
  customer(@CurrentPrincipal() partner: PartnerPrincipal, @Param() { id }: PartnerCustomerIdParam) {
    return this.portal.customer(partner, id);
  }
}
