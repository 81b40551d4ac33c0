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
import {
  SMS_TEMPLATE_LIST,
  SmsTemplateDto,
  type SmsTemplateListFilter,
  SmsTestDto,
  SmsValuesDto,
} from './dto/sms-template.dto';
import {
  CampaignIdParam,
  RecipientsQuery,
  SMS_CAMPAIGN_LIST,
  SmsCampaignDto,
  type SmsCampaignListFilter,
} from './dto/sms-campaign.dto';
import { SmsCampaignsService } from './sms-campaigns.service';
import { SmsTemplatesService } from './sms-templates.service';

/** /api/admin/sms-templates: Messaging's templates (role 1). */
@ApiTags('admin: messaging')
@AdminPage('messaging')
@Controller('admin/sms-templates')
export class SmsTemplatesController {
  constructor(private readonly templates: SmsTemplatesService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(SMS_TEMPLATE_LIST)) query: ListQuery<SmsTemplateListFilter>) {
    return this.templates.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.templates.get(id);
  }

  @Post()
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: SmsTemplateDto) {
    return this.templates.create(admin, dto);
  }

  @Put(':id')
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: SmsTemplateDto,
  ) {
    return this.templates.update(admin, id, dto);
  }

  @Post(':id/preview')
  @HttpCode(200)
  preview(@Param() { id }: IdParamDto, @Body() dto: SmsValuesDto) {
    return this.templates.preview(id, dto);
  }

  @Post(':id/test')
  @HttpCode(200)
  test(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: SmsTestDto,
  ) {
    return this.templates.test(admin, id, dto);
  }
}

/** /api/admin/sms-campaigns: Messaging's campaigns and their delivery report (role 1). */
@ApiTags('admin: messaging')
@AdminPage('messaging')
@Controller('admin/sms-campaigns')
export class SmsCampaignsController {
  constructor(private readonly campaigns: SmsCampaignsService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(SMS_CAMPAIGN_LIST)) query: ListQuery<SmsCampaignListFilter>) {
    return this.campaigns.list(query);
  }

  @Post()
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: SmsCampaignDto) {
    return this.campaigns.create(admin, dto);
  }

  @Get(':id')
  get(@Param() { id }: CampaignIdParam) {
    return this.campaigns.get(id);
  }

  @Get(':id/recipients')
  recipients(@Param() { id }: CampaignIdParam, @Query() query: RecipientsQuery) {
    return this.campaigns.recipients(id, query.status ?? null, query.page ?? 1);
  }

  @Post(':id/resume')
  @HttpCode(200)
  resume(@Param() { id }: CampaignIdParam) {
    return this.campaigns.resume(id);
  }
}
