import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AddressThrottlerGuard } from '../../common/guards/address-throttler.guard';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { PartnerRoute } from '../../common/decorators/route-access.decorators';
import { THROTTLE } from './auth.constants';
import { ChangePasswordDto } from './dto/change-password.dto';
import { PartnerLoginDto } from './dto/login.dto';
import { PartnerAuthService } from './partner-auth.service';

@ApiTags('auth (partner)')
@Controller('partner')
export class PartnerAuthController {
  constructor(private readonly auth: PartnerAuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.login })
  login(@Body() dto: PartnerLoginDto) {
    return this.auth.login(dto);
  }

  @PartnerRoute()
  @Post('logout')
  @HttpCode(200)
  logout(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.auth.logout(partner);
  }

  @PartnerRoute({ noMasquerade: true })
  @Post('change-password')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.login })
  changePassword(@CurrentPrincipal() partner: PartnerPrincipal, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(partner, dto);
  }
}
