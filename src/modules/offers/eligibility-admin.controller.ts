import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { LenderRules } from '../lenders/dto/lender.rules';
import { EligibilityTestDto } from './dto/eligibility.dto';
import { EligibilityService } from './eligibility.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** /api/admin/eligibility: the Customer Eligibility page (role 1). */
@ApiTags('admin: customer eligibility')
@AdminPage('customer-eligibility')
@Controller('admin/eligibility')
export class EligibilityAdminController {
  constructor(private readonly eligibility: EligibilityService) {}

  @Get()
  grid() {
    return this.eligibility.grid();
  }

  @Post('test')
  @HttpCode(200)
  test(@Body() dto: EligibilityTestDto) {
    return this.eligibility.test(dto);
  }

  /** The criteria changed (min_age … loan_amount_upto); anything else is refused. */
  @Put(':id')
  @GatedByApproval()
  @ApiBody({ type: LenderRules })
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() body: Record<string, unknown>,
  ) {
    return this.eligibility.updateCriteria(admin, id, body);
  }

  /** The same body as the PUT, saved nowhere: the consumers it would gain and lose. */
  @Post(':id/what-if')
  @HttpCode(200)
  @ApiBody({ type: LenderRules })
  whatIf(@Param() { id }: IdParamDto, @Body() body: Record<string, unknown>) {
    return this.eligibility.whatIf(id, body);
  }
}
