import {
  Body,
  Controller,
  Get,
  HttpCode,
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
import { GatedByApproval } from '../../common/rest/sent-for-approval';
import { AdminUsersService } from './admin-users.service';
import {
  ADMIN_USER_LIST,
  AdminUserRules,
  ResetAdminPasswordDto,
  type AdminUserListFilter,
} from './dto/admin-users.dto';

/** /api/admin/admin-users: the User management page (role 1). */
@ApiTags('admin: user management')
@AdminPage('user-management')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/admin-users')
export class AdminUsersController {
  constructor(private readonly admins: AdminUsersService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(ADMIN_USER_LIST)) query: ListQuery<AdminUserListFilter>) {
    return this.admins.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.admins.get(id);
  }

  @Post()
  @GatedByApproval()
  @ApiBody({ type: AdminUserRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.admins.create(admin, body);
  }

  @Put(':id')
  @GatedByApproval()
  @ApiBody({ type: AdminUserRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.admins.update(admin, id, body);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  resetPassword(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { invite }: ResetAdminPasswordDto,
  ) {
    return this.admins.resetPassword(admin, id, invite);
  }
}
