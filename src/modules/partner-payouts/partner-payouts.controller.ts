import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage, PartnerRoute } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  PAYOUT_LIST,
  PayoutExportQuery,
  PayoutIdParam,
  PayoutMonthParam,
  PayPayoutDto,
  type PayoutListFilter,
} from './dto/partner-payouts.dto';
import { GatedByApproval } from '../../common/rest/sent-for-approval';
import { statementCsv, statementXlsx } from './partner-payouts-export';
import { PartnerPayoutsService } from './partner-payouts.service';

/** The partner's payouts in the portal: its months, a statement, a download. */
@ApiTags('partner portal')
@Controller('partner/payouts')
export class PartnerPayoutsController {
  constructor(private readonly payouts: PartnerPayoutsService) {}

  @PartnerRoute()
  @Get()
  months(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.payouts.partnerMonths(partner);
  }

  @PartnerRoute()
  @Get(':month')
  statement(@CurrentPrincipal() partner: PartnerPrincipal, @Param() { month }: PayoutMonthParam) {
    return this.payouts.partnerStatement(partner, month);
  }

  @PartnerRoute()
  @Get(':month/export')
  async export(
    @CurrentPrincipal() partner: PartnerPrincipal,
    @Param() { month }: PayoutMonthParam,
    @Query() { format }: PayoutExportQuery,
  ) {
    const { data } = await this.payouts.partnerStatement(partner, month);
    const xlsx = format === 'xlsx';
    return new StreamableFile(xlsx ? await statementXlsx(data) : statementCsv(data), {
      type: xlsx
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
      disposition: `attachment; filename="payout-${month}.${format}"`,
    });
  }
}

/** /api/admin/partner-payouts: every partner's statement of a month; approve, then pay. */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@Controller('admin/partner-payouts')
export class PartnerPayoutsAdminController {
  constructor(private readonly payouts: PartnerPayoutsService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(PAYOUT_LIST)) query: ListQuery<PayoutListFilter>) {
    return this.payouts.adminList(query);
  }

  @Get(':id')
  get(@Param() { id }: PayoutIdParam) {
    return this.payouts.adminGet(id);
  }

  @Post(':id/approve')
  @GatedByApproval()
  @HttpCode(200)
  approve(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: PayoutIdParam) {
    return this.payouts.approve(admin, id);
  }

  @Post(':id/pay')
  @GatedByApproval()
  @HttpCode(200)
  pay(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: PayoutIdParam,
    @Body() { payment_reference }: PayPayoutDto,
  ) {
    return this.payouts.pay(admin, id, payment_reference);
  }
}
