import {
  Body,
  Controller,
  Delete,
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
import { reply } from '../../common/rest/reply';
import {
  PARTNER_LIST,
  PartnerRules,
  UpdatePartnerRevenueDto,
  UpdatePartnerUtmDto,
  type PartnerListFilter,
} from './dto/partners-admin.dto';
import { PartnersAdminService } from './partners-admin.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** The partner-terms calls of the back office's partners screen. */
@ApiTags('admin: partners')
@AdminPage('partners')
@Controller()
export class PartnersAdminController {
  constructor(private readonly partners: PartnersAdminService) {}

  @Post('update-partner-utm/:id')
  @HttpCode(200)
  updateUtm(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: UpdatePartnerUtmDto,
  ) {
    return reply(this.partners.updateUtm(admin, id, dto), 'Partner UTM id updated successfully!');
  }

  @Post('update-partner-revenue-data/:id')
  @GatedByApproval()
  @HttpCode(200)
  updateRevenue(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: UpdatePartnerRevenueDto,
  ) {
    return reply(
      this.partners.updateRevenue(admin, id, dto),
      'Partner revenue terms updated successfully!',
    );
  }
}

/** /api/admin/partners for react-admin (ra-data-simple-rest conventions). */
@ApiTags('admin: partners')
@AdminPage('partners')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/partners')
export class PartnersResourceController {
  constructor(private readonly partners: PartnersAdminService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(PARTNER_LIST)) query: ListQuery<PartnerListFilter>) {
    return this.partners.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.partners.get(id);
  }

  @Post()
  @ApiBody({ type: PartnerRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.partners.create(admin, body);
  }

  @Put(':id')
  @GatedByApproval()
  @ApiBody({ type: PartnerRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.partners.update(admin, id, body);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.partners.remove(admin, id);
  }
}
