import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { reply } from '../../common/rest/reply';
import { ProspectParamDto } from '../profile/dto/profile-params.dto';
import {
  AppIdParamDto,
  EligibilityDto,
  HandOffDto,
  LenderParamDto,
  OffersQueryDto,
} from './dto/offers.dto';
import { HandOffService } from './hand-off.service';
import { OffersService } from './offers.service';

/** Offers, the welcome-back check, gold and housing redirects and the lender hand-off. */
@ApiTags('consumer: offers')
@ConsumerRoute({ consent: true })
@Controller()
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly handOffs: HandOffService,
  ) {}

  @Get('offers')
  async list(
    @CurrentPrincipal() c: ConsumerPrincipal,
    @Query() q: OffersQueryDto,
    @Res() reply: FastifyReply,
  ) {
    // The answer comes as JSON bytes, made once per list (OffersService.offers).
    void reply.type('application/json; charset=utf-8').send(await this.offers.offers(c, q.appId));
  }

  @Post('user/:prospectAppId/eligibility')
  @HttpCode(200)
  eligibility(
    @CurrentPrincipal() c: ConsumerPrincipal,
    @Param() p: ProspectParamDto,
    @Body() dto: EligibilityDto,
  ) {
    return reply(this.offers.eligibility(c, p.prospectAppId, dto));
  }

  @Post('gold-loans/:appId')
  @HttpCode(200)
  gold(@CurrentPrincipal() c: ConsumerPrincipal, @Param() p: AppIdParamDto) {
    return this.offers
      .productRedirect(c, p.appId, 'GL')
      .then((data) => ({ success: true, ...data }));
  }

  @Post('housing-loan/:appId')
  @HttpCode(200)
  housing(@CurrentPrincipal() c: ConsumerPrincipal, @Param() p: AppIdParamDto) {
    return this.offers
      .productRedirect(c, p.appId, 'HL')
      .then((data) => ({ success: true, ...data }));
  }

  @Post('lenders-transaction/:lender')
  @HttpCode(200)
  handOff(
    @CurrentPrincipal() c: ConsumerPrincipal,
    @Param() p: LenderParamDto,
    @Body() dto: HandOffDto,
  ) {
    return reply(
      this.handOffs.handOff(c, p.lender, dto.appId, dto.kfsId),
      'Application sent to the lender',
    );
  }
}
