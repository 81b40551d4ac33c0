import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import {
  InsuranceEligibilityDto,
  InsuranceHandOffDto,
  InsurerIdParamDto,
} from './dto/insurance.dto';
import { InsuranceService } from './insurance.service';

/** The consumer's insurance: matched insurers for one type's answers, and the hand-off. */
@ApiTags('consumer: insurance')
@ConsumerRoute({ consent: true })
@Controller('insurance')
export class InsuranceController {
  constructor(private readonly insurance: InsuranceService) {}

  @Post('eligibility')
  @HttpCode(200)
  eligibility(@CurrentPrincipal() c: ConsumerPrincipal, @Body() dto: InsuranceEligibilityDto) {
    return this.insurance.eligibility(c, dto);
  }

  @Post('transaction/:insurerId')
  @HttpCode(200)
  handOff(
    @CurrentPrincipal() c: ConsumerPrincipal,
    @Param() p: InsurerIdParamDto,
    @Body() dto: InsuranceHandOffDto,
    @Ip() ip: string,
  ) {
    return this.insurance.handOff(c, p.insurerId, dto, ip);
  }
}
