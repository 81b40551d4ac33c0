import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { ApprovalsService } from './approvals.service';
import {
  ApproveChangeDto,
  PENDING_CHANGE_LIST,
  RejectChangeDto,
  type PendingChangeListFilter,
} from './dto/pending-changes.dto';

/** /api/admin/pending-changes: maker-checker's list, approve and reject (role 1). */
@ApiTags('admin: pending changes')
@AdminPage('pending-changes')
@Controller('admin/pending-changes')
export class PendingChangesAdminController {
  constructor(private readonly approvals: ApprovalsService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(PENDING_CHANGE_LIST)) query: ListQuery<PendingChangeListFilter>) {
    return this.approvals.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.approvals.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { note }: ApproveChangeDto,
  ) {
    return this.approvals.approve(admin, id, note);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { note }: RejectChangeDto,
  ) {
    return this.approvals.reject(admin, id, note);
  }
}
