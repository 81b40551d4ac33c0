import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { PartnerRoute } from '../../common/decorators/route-access.decorators';
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
}
