import { Body, Controller, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  TRACKING_LINK_LIST,
  TrackingLinkRules,
  type TrackingLinkListFilter,
} from './dto/tracking-links.dto';
import { TrackingLinksService } from './tracking-links.service';

/** /api/admin/tracking-links: the Tracking Links page (role 1), for react-admin. */
@ApiTags('admin: tracking links')
@AdminPage('tracking-links')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/tracking-links')
export class TrackingLinksAdminController {
  constructor(private readonly links: TrackingLinksService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(TRACKING_LINK_LIST)) query: ListQuery<TrackingLinkListFilter>) {
    return this.links.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.links.get(id);
  }

  @Post()
  @ApiBody({ type: TrackingLinkRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.links.create(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: TrackingLinkRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.links.update(admin, id, body);
  }
}
