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
import { LENDER_REVENUE_LIST, type LenderRevenueListFilter } from './dto/lender-revenue.dto';
import { LenderRevenueRules } from './dto/lender-revenue.rules';
import { LenderRevenueService } from './lender-revenue.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** /api/admin/lender-revenue for react-admin (ra-data-simple-rest conventions). */
@ApiTags('admin: lender revenue')
@AdminPage('lenders')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/lender-revenue')
export class LenderRevenueAdminController {
  constructor(private readonly revenue: LenderRevenueService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(LENDER_REVENUE_LIST)) query: ListQuery<LenderRevenueListFilter>) {
    return this.revenue.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.revenue.get(id);
  }

  @Post()
  @GatedByApproval()
  @ApiBody({ type: LenderRevenueRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.revenue.createRecord(admin, body);
  }

  @Put(':id')
  @GatedByApproval()
  @ApiBody({ type: LenderRevenueRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.revenue.updateRecord(admin, id, body);
  }

  @Delete(':id')
  @GatedByApproval()
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.revenue.remove(admin, id);
  }
}
