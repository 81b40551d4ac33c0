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
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage, PartnerRoute } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  BANNER_LIST,
  PartnerBannerRules,
  type PartnerBannerListFilter,
} from './dto/partner-banners.dto';
import { PartnerBannersService } from './partner-banners.service';

/** The portal's banners and creatives. */
@ApiTags('partner portal')
@Controller('partner/banners')
export class PartnerBannersController {
  constructor(private readonly banners: PartnerBannersService) {}

  @PartnerRoute()
  @Get()
  list(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.banners.forPartner(partner);
  }
}

/** /api/admin/partner-banners for react-admin (role 1). */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/partner-banners')
export class PartnerBannersAdminController {
  constructor(private readonly banners: PartnerBannersService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(BANNER_LIST)) query: ListQuery<PartnerBannerListFilter>) {
    return this.banners.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.banners.get(id);
  }

  @Post()
  @ApiBody({ type: PartnerBannerRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.banners.create(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: PartnerBannerRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.banners.update(admin, id, body);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.banners.remove(admin, id);
  }
}
