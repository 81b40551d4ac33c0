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
import {
  PARTNER_USER_LIST,
  PartnerUserRules,
  ResetPartnerPasswordDto,
  type PartnerUserListFilter,
} from './dto/partner-users-admin.dto';
import { PartnerUsersAdminService } from './partner-users-admin.service';

/** /api/admin/partner-users: partner-portal logins (Merchants page, role 1). */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/partner-users')
export class PartnerUsersAdminController {
  constructor(private readonly logins: PartnerUsersAdminService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(PARTNER_USER_LIST)) query: ListQuery<PartnerUserListFilter>) {
    return this.logins.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.logins.get(id);
  }

  @Post()
  @ApiBody({ type: PartnerUserRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.logins.create(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: PartnerUserRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.logins.update(admin, id, body);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  resetPassword(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { password }: ResetPartnerPasswordDto,
  ) {
    return this.logins.resetPassword(admin, id, password);
  }
}
