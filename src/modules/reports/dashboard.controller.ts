import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ReportPeriodQuery } from './dto/report-period.dto';
import { DashboardService } from './dashboard.service';

/** /api/admin/dashboard: the back office's first page (roles 1 and 2). */
@ApiTags('admin: reports')
@AdminPage('dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboards: DashboardService) {}

  @Get()
  dashboard(@Query() query: ReportPeriodQuery) {
    return this.dashboards.dashboard(query);
  }
}
