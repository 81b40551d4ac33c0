import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AddressThrottlerGuard } from '../../common/guards/address-throttler.guard';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { THROTTLE } from './auth.constants';
import { ConsumerAuthService } from './consumer-auth.service';
import { SendOtpDto } from './dto/send-otp.dto';
import { StepUpVerifyDto } from './dto/step-up.dto';
import { PartnerSignInDto } from './dto/partner-sign-in.dto';
import { VerifyOtpDto } from './dto/verify-otp.dto';
import { PartnerSignInService } from './partner-sign-in.service';
import { TRACKING_COOKIE } from '../tracking-links/tracking';

@ApiTags('auth (consumer)')
@Controller('auth')
export class ConsumerAuthController {
  constructor(
    private readonly auth: ConsumerAuthService,
    private readonly partnerSignIn: PartnerSignInService,
  ) {}

  @Public()
  @Post('otp/send')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpSend })
  @ApiTooManyRequestsResponse({ description: 'A send limit was hit: Retry-After says when' })
  send(@Body() dto: SendOtpDto, @Ip() ip: string) {
    return this.auth.send(dto.phoneNumber, ip);
  }

  @Public()
  @Post('otp/verify')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpVerify })
  async verify(
    @Body() dto: VerifyOtpDto,
    @Ip() ip: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // A tracking link clicked before (its cookie) is named by this sign-in, and used up.
    const trackingCode = req.cookies[TRACKING_COOKIE.name] ?? null;
    const session = await this.auth.verify({ ...dto, trackingCode }, ip);
    if (trackingCode) reply.clearCookie(TRACKING_COOKIE.name, { path: TRACKING_COOKIE.path });
    return session;
  }

  /** `/auth`: a consumer signed in by a partner's short-lived, single-use, signed token. */
  @Public()
  @Post('partner-token')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpVerify })
  signInWithPartnerToken(@Body() dto: PartnerSignInDto, @Ip() ip: string) {
    return this.partnerSignIn.signIn(dto.token, ip);
  }

  /** Step-up: a partner-asserted session asks for a code to the consumer's own number. */
  @ConsumerRoute({ whileErasing: true })
  @Post('step-up/send')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpSend })
  @ApiTooManyRequestsResponse({ description: 'A send limit was hit: Retry-After says when' })
  sendStepUp(@CurrentPrincipal() principal: ConsumerPrincipal, @Ip() ip: string) {
    return this.auth.sendStepUp(principal, ip);
  }

  /** Step-up: the code proven, the session's fresh token (without the asserted flag). */
  @ConsumerRoute({ whileErasing: true })
  @Post('step-up/verify')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpVerify })
  verifyStepUp(@CurrentPrincipal() principal: ConsumerPrincipal, @Body() dto: StepUpVerifyDto) {
    return this.auth.verifyStepUp(principal, dto.otp);
  }

  @ConsumerRoute()
  @Get('session')
  session(@CurrentPrincipal() principal: ConsumerPrincipal) {
    return this.auth.session(principal);
  }

  @ConsumerRoute({ whileErasing: true })
  @Post('logout')
  @HttpCode(200)
  logout(@CurrentPrincipal() principal: ConsumerPrincipal) {
    return this.auth.logout(principal);
  }
}
