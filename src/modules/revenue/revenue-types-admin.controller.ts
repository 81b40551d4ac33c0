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
  REVENUE_TYPE_LIST,
  RevenueTypeRules,
  type RevenueTypeListFilter,
} from './dto/lender-revenue.dto';
import { RevenueTypesService } from './revenue-types.service';

/** /api/admin/revenue-types for react-admin (ra-data-simple-rest conventions). */
@ApiTags('admin: lender revenue')
@AdminPage('lenders')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/revenue-types')
export class RevenueTypesAdminController {
  constructor(private readonly types: RevenueTypesService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(REVENUE_TYPE_LIST)) query: ListQuery<RevenueTypeListFilter>) {
    return this.types.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.types.get(id);
  }

  @Post()
  @ApiBody({ type: RevenueTypeRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.types.createRecord(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: RevenueTypeRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.types.update(admin, id, body);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.types.remove(admin, id);
  }
}
