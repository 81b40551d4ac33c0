import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { CustomersJourneyService } from './customers-journey.service';
import { JourneySearchQuery, JourneyUserParam } from './dto/customers-journey.dto';
import { ReportPeriodQuery } from './dto/report-period.dto';

/** /api/admin/customers-journey: one consumer's journey, and where consumers stop (roles 1, 2). */
@ApiTags('admin: reports')
@AdminPage('customers-journey')
@Controller('admin/customers-journey')
export class CustomersJourneyController {
  constructor(private readonly journeys: CustomersJourneyService) {}

  @Get()
  search(@Query() { q }: JourneySearchQuery) {
    return this.journeys.search(q);
  }

  /** A literal path: Fastify's router prefers it to ':userId' whatever the order. */
  @Get('drop-off')
  dropOff(@Query() query: ReportPeriodQuery) {
    return this.journeys.dropOff(query);
  }

  @Get(':userId')
  timeline(@CurrentPrincipal() admin: AdminPrincipal, @Param() { userId }: JourneyUserParam) {
    return this.journeys.timeline(admin, userId);
  }
}
