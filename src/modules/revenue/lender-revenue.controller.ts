import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { done, reply } from '../../common/rest/reply';
import { LenderIdParamDto } from '../lenders/dto/lender.dto';
import { RevenueIdParamDto, SetRevenueOrderDto } from './dto/lender-revenue.dto';
import { LenderRevenueRules, UpdateLenderRevenueDto } from './dto/lender-revenue.rules';
import { LenderRevenueService } from './lender-revenue.service';
import { RevenueTypesService } from './revenue-types.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** The lender-revenue calls of the lender edit screen's Commissions section. */
@ApiTags('admin: lender revenue')
@AdminPage('lenders')
@Controller('lender-revenue')
export class LenderRevenueController {
  constructor(
    private readonly revenue: LenderRevenueService,
    private readonly types: RevenueTypesService,
  ) {}

  @Get('get/:lenderId')
  list(@Param() { lenderId }: LenderIdParamDto) {
    return reply(this.revenue.forLender(lenderId), undefined, 'lenderRevenue');
  }

  /** `success` is the text 'true' here, as the spec's client reads it. */
  @Get('get-types')
  revenueTypes() {
    return this.types.all().then((data) => ({ success: 'true', data }));
  }

  @Post('create')
  @GatedByApproval()
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: LenderRevenueRules) {
    return reply(
      this.revenue.create(admin, dto),
      'Revenue added successfully',
      'lenderRevenueItem',
    );
  }

  @Post('update')
  @GatedByApproval()
  @HttpCode(200)
  update(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: UpdateLenderRevenueDto) {
    return reply(
      this.revenue.update(admin, dto),
      'Revenue updated successfully',
      'lenderRevenueItem',
    );
  }

  @Post('delete/:id')
  @GatedByApproval()
  @HttpCode(200)
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: RevenueIdParamDto) {
    return done(this.revenue.remove(admin, id), 'Revenue entry deleted successfully');
  }

  @Post('set-order')
  @GatedByApproval()
  @HttpCode(200)
  setOrder(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: SetRevenueOrderDto) {
    return reply(this.revenue.setOrder(admin, dto), 'Revenue order updated', 'lenderRevenue');
  }
}
