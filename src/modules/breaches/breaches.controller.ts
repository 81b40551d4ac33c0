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
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { BreachesService } from './breaches.service';
import {
  BREACH_LIST,
  type BreachListFilter,
  BreachNoticeDto,
  RecordBreachDto,
  UpdateBreachDto,
} from './dto/data-breach.dto';

/** The breach register (role 1), as a react-admin resource. */
@ApiTags('admin: data breaches')
@AdminPage('data-breaches')
@Controller('admin/data-breaches')
export class BreachesAdminController {
  constructor(private readonly breaches: BreachesService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(BREACH_LIST)) query: ListQuery<BreachListFilter>) {
    return this.breaches.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.breaches.get(id);
  }

  @Post()
  record(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: RecordBreachDto) {
    return this.breaches.record(admin, dto);
  }

  @Put(':id')
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: UpdateBreachDto,
  ) {
    return this.breaches.update(admin, id, dto);
  }

  @Post(':id/notice')
  @HttpCode(200)
  notice(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: BreachNoticeDto,
  ) {
    return this.breaches.notice(admin, id, dto);
  }
}
