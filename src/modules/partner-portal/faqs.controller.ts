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
import { AdminPage, PartnerRoute } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { FAQ_LIST, FaqRules, PartnerFaqsQuery, type FaqListFilter } from './dto/faqs.dto';
import { FaqsService } from './faqs.service';

/** The portal's FAQs (customer queries, DSA queries), searchable. */
@ApiTags('partner portal')
@Controller('partner/faqs')
export class PartnerFaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @PartnerRoute()
  @Get()
  list(@Query() query: PartnerFaqsQuery) {
    return this.faqs.published(query);
  }
}

/** /api/admin/faqs for react-admin: role-1 admins write the portal's FAQs. */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/faqs')
export class FaqsAdminController {
  constructor(private readonly faqs: FaqsService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(FAQ_LIST)) query: ListQuery<FaqListFilter>) {
    return this.faqs.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.faqs.get(id);
  }

  @Post()
  @ApiBody({ type: FaqRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.faqs.create(admin, body);
  }

  @Put(':id')
  @ApiBody({ type: FaqRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.faqs.update(admin, id, body);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.faqs.remove(admin, id);
  }
}
