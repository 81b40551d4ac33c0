import { Body, Controller, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { INSURER_LIST, InsurerDto, type InsurerListFilter } from './dto/insurer.dto';
import { InsurersService } from './insurers.service';

/** /api/admin/insurers for react-admin, on the lenders page's roles (role 1). */
@ApiTags('admin: insurers')
@AdminPage('lenders')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/insurers')
export class InsurersAdminController {
  constructor(private readonly insurers: InsurersService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(INSURER_LIST)) query: ListQuery<InsurerListFilter>) {
    return this.insurers.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.insurers.get(id);
  }

  @Post()
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: InsurerDto) {
    return this.insurers.create(admin, dto);
  }

  @Put(':id')
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: InsurerDto,
  ) {
    return this.insurers.update(admin, id, dto);
  }
}
