import {
  Body,
  Controller,
  Get,
  Param,
  Put,
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { PartnerRoute } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  PARTNER_CUSTOMER_LIST,
  PartnerCustomerExportQuery,
  PartnerCustomerIdParam,
  type PartnerCustomerFilter,
} from './dto/partner-customers.filter';
import { PartnerDashboardQuery } from './dto/partner-dashboard.dto';
import { PartnerFunnelQuery } from './dto/partner-funnel.dto';
import { PartnerSettingsDto } from './dto/partner-settings.dto';
import { PartnerPortalService } from './partner-portal.service';
import { PartnerSettingsService } from './partner-settings.service';

@ApiTags('partner portal')
@Controller('partner')
export class PartnerPortalController {
  constructor(
    private readonly portal: PartnerPortalService,
    private readonly settings: PartnerSettingsService,
  ) {}

  @PartnerRoute()
  @Get('settings')
  getSettings(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.settings.get(partner);
  }

  @PartnerRoute()
  @Put('settings')
  updateSettings(@CurrentPrincipal() partner: PartnerPrincipal, @Body() dto: PartnerSettingsDto) {
    return this.settings.update(partner, dto);
  }

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
  @Get('funnel')
  funnel(@CurrentPrincipal() partner: PartnerPrincipal, @Query() query: PartnerFunnelQuery) {
    return this.portal.funnel(partner, query);
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

  /** A literal path: Fastify's router prefers it to 'customers/:id' whatever the order. */
  @PartnerRoute()
  @Get('customers/export')
  export(
    @CurrentPrincipal() partner: PartnerPrincipal,
    @Query() query: PartnerCustomerExportQuery,
  ) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const xlsx = query.format === 'xlsx';
    return new StreamableFile(this.portal.export(partner, query), {
      type: xlsx
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
      disposition: `attachment; filename="customers-${day}.${query.format}"`,
    });
  }

  @PartnerRoute()
  @Get('customers/:id')
  customer(@CurrentPrincipal() partner: PartnerPrincipal, @Param() { id }: PartnerCustomerIdParam) {
    return this.portal.customer(partner, id);
  }
}
