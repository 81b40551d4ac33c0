import {
  Body,
  Controller,
  Delete,
  Get,
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
  LENDER_GROUP_LIST,
  LenderGroupRules,
  type LenderGroupListFilter,
} from './dto/lender-group.dto';
import { LenderGroupsService } from './lender-groups.service';

/** /api/admin/lender-groups for react-admin (ra-data-simple-rest conventions). */
@ApiTags('admin: lenders')
@AdminPage('lenders')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/lender-groups')
export class LenderGroupsAdminController {
  constructor(private readonly groups: LenderGroupsService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(LENDER_GROUP_LIST)) query: ListQuery<LenderGroupListFilter>) {
    return this.groups.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.groups.get(id);
  }

  @Post()
  @ApiBody({ type: LenderGroupRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.groups.createRecord(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: LenderGroupRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.groups.update(admin, id, body);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.groups.remove(admin, id);
  }
}
