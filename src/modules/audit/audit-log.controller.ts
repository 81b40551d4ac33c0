import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { AuditLogQueryService } from './audit-log-query.service';
import { AUDIT_LOG_LIST, type AuditLogListFilter } from './audit-log.filter';

/**
 * /api/admin/audit-log, read-only. Role 1 only: the admin page table (ADMIN_PAGES) has no
 * audit page, so the routes borrow 'user-management', a page only role 1 has.
 */
@ApiTags('admin: audit log')
@AdminPage('user-management')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly logs: AuditLogQueryService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(AUDIT_LOG_LIST)) query: ListQuery<AuditLogListFilter>) {
    return this.logs.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.logs.get(id);
  }
}
