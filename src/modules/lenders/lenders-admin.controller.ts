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
import { LENDER_LIST, type LenderListFilter } from './dto/lender-list.filter';
import { LenderRules } from './dto/lender.rules';
import { LendersService } from './lenders.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** /api/admin/lenders for react-admin (ra-data-simple-rest conventions). */
@ApiTags('admin: lenders')
@AdminPage('lenders')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/lenders')
export class LendersAdminController {
  constructor(private readonly lenders: LendersService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(LENDER_LIST)) query: ListQuery<LenderListFilter>) {
    return this.lenders.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.lenders.get(id);
  }

  @Post()
  @ApiBody({ type: LenderRules })
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() body: Record<string, unknown>) {
    return this.lenders.createRecord(admin, body);
  }

  @Put(':id')
  @GatedByApproval()
  @ApiBody({ type: LenderRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.lenders.update(admin, id, body);
  }

  @Delete(':id')
  @GatedByApproval()
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.lenders.remove(admin, id);
  }
}
