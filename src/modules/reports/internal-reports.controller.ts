import {
  Controller,
  Get,
  Param,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { rule } from '../../common/errors';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  APPLICATIONS_REPORT,
  type ApplicationsReportFilter,
  HAND_OFFS_REPORT,
  type HandOffsReportFilter,
  ReportExportQuery,
  UPLOADS_REPORT,
  type UploadsReportFilter,
} from './dto/internal-report.filters';
import { type InternalReport, InternalReportsService } from './internal-reports.service';

class ReportParam {
  @IsIn(['applications', 'hand-offs', 'uploads'], rule('OPTION_INVALID', { field: 'report' }))
  report!: InternalReport;
}

/** /api/admin/reports/*: the internal reports (roles 1 and 2), in react-admin's list dialect. */
@ApiTags('admin: reports')
@AdminPage('internal-report')
@Controller('admin/reports')
@UseInterceptors(ContentRangeInterceptor)
export class InternalReportsController {
  constructor(private readonly reports: InternalReportsService) {}

  @Get('applications')
  @ApiRestListQuery()
  applications(
    @Query(new RestListPipe(APPLICATIONS_REPORT)) query: ListQuery<ApplicationsReportFilter>,
  ) {
    return this.reports.applications(query);
  }

  @Get('hand-offs')
  @ApiRestListQuery()
  handOffs(@Query(new RestListPipe(HAND_OFFS_REPORT)) query: ListQuery<HandOffsReportFilter>) {
    return this.reports.handOffs(query);
  }

  @Get('uploads')
  @ApiRestListQuery()
  uploads(@Query(new RestListPipe(UPLOADS_REPORT)) query: ListQuery<UploadsReportFilter>) {
    return this.reports.uploads(query);
  }

  /**
   * The whole filtered set, newest first, as CSV or .xlsx, streamed; `X-Total-Count` says how
   * many rows it carries (the UI's progress). Audited.
   */
  @Get(':report/export')
  async export(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { report }: ReportParam,
    @Query() query: ReportExportQuery,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const { stream, total } = await this.reports.export(admin, report, query);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    res.header('X-Total-Count', String(total));
    res.header('Access-Control-Expose-Headers', 'X-Total-Count');
    return new StreamableFile(stream, {
      type:
        query.format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${report}-${day}.${query.format}"`,
    });
  }
}
