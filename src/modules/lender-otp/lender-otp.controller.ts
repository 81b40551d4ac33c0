import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../common/decorators/public.decorator';
import { AddressThrottlerGuard } from '../../common/guards/address-throttler.guard';
import { THROTTLE } from '../auth/auth.constants';
import { HandOffParamDto, LenderOtpDto } from './dto/lender-otp.dto';
import { LenderOtpService } from './lender-otp.service';

/**
 * The lender OTP step, by the hand-off's id (public: the page works from the lender's text on
 * any device; see LenderOtpService). Throttled per address like the OTP sign-in.
 */
@ApiTags('consumer: lender OTP')
@Public()
@UseGuards(AddressThrottlerGuard)
@Throttle({ default: THROTTLE.otpVerify })
@Controller('lender-otp/:transactionId')
export class LenderOtpController {
  constructor(private readonly otp: LenderOtpService) {}

  @Get()
  state(@Param() p: HandOffParamDto) {
    return this.otp.state(p.transactionId);
  }

  @Post('send')
  @HttpCode(200)
  send(@Param() p: HandOffParamDto) {
    return this.otp.send(p.transactionId);
  }

  @Post('verify')
  @HttpCode(200)
  verify(@Param() p: HandOffParamDto, @Body() dto: LenderOtpDto) {
    return this.otp.verify(p.transactionId, dto.otp);
  }
}
