import { Body, Controller, Delete, Get, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { BankHolidaysService } from './bank-holidays.service';
import {
  BANK_HOLIDAY_LIST,
  BankHolidayDayDto,
  type BankHolidayListFilter,
  CreateBankHolidayDto,
} from './dto/bank-holiday.dto';

/**
 * /api/admin/bank-holidays: the holiday calendar a KFS's validity counts on, for react-admin.
 * On the lenders page's roles (role 1): it decides what lenders' KFS state.
 */
@ApiTags('admin: bank holidays')
@AdminPage('lenders')
@UseInterceptors(ContentRangeInterceptor)
@Controller('admin/bank-holidays')
export class BankHolidaysAdminController {
  constructor(private readonly holidays: BankHolidaysService) {}

  @Get()
  @ApiRestListQuery()
  list(@Query(new RestListPipe(BANK_HOLIDAY_LIST)) query: ListQuery<BankHolidayListFilter>) {
    return this.holidays.list(query);
  }

  @Get(':id')
  get(@Param() { id }: BankHolidayDayDto) {
    return this.holidays.get(id);
  }

  @Post()
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: CreateBankHolidayDto) {
    return this.holidays.create(admin, dto);
  }

  @Delete(':id')
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: BankHolidayDayDto) {
    return this.holidays.remove(admin, id);
  }
}
