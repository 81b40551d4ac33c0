import { Body, Controller, Get, HttpCode, Ip, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { currentNotice } from './consent-notice';
import { ConsentService } from './consent.service';
import { AgreeConsentDto, ChangeConsentDto, ConsentPurposeParamDto } from './dto/consent.dto';

/** The consent notice in force: shown before sign-in and on the public home. */
@ApiTags('public: consent notice')
@Public()
@Controller('public/consent-notice')
export class ConsentNoticeController {
  @Get()
  notice() {
    return currentNotice();
  }
}

/** The consumer's consent page (`/user/consent`). */
@ApiTags('consumer: consent')
@ConsumerRoute()
@Controller('consent')
export class ConsentController {
  constructor(private readonly consents: ConsentService) {}

  @Get()
  state(@CurrentPrincipal() principal: ConsumerPrincipal) {
    return this.consents.state(principal.userId);
  }

  // After an erasure request the service answers CONSENT_ERASURE_REQUESTED itself.
  @ConsumerRoute({ whileErasing: true })
  @Post()
  @HttpCode(200)
  agree(
    @CurrentPrincipal() principal: ConsumerPrincipal,
    @Body() dto: AgreeConsentDto,
    @Ip() ip: string,
  ) {
    return this.consents.agree(principal, dto, ip);
  }

  /**
   * Gives or withdraws one optional purpose, in one step: the person's own choice, so a
   * partner-asserted session proves the phone first (else the partner could choose for them).
   */
  @ConsumerRoute({ stepUp: true, whileErasing: true })
  @Put(':purpose')
  change(
    @CurrentPrincipal() principal: ConsumerPrincipal,
    @Param() { purpose }: ConsentPurposeParamDto,
    @Body() dto: ChangeConsentDto,
    @Ip() ip: string,
  ) {
    return this.consents.change(principal, purpose, dto.granted, ip);
  }
}
