import { Body, Controller, Get, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AddressThrottlerGuard } from '../../common/guards/address-throttler.guard';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { AdminAny } from '../../common/decorators/route-access.decorators';
import { AdminAuthService } from './admin-auth.service';
import { THROTTLE } from './auth.constants';
import { AcceptInvitationDto, AdminNewPasswordDto, InvitationDto, LoginDto } from './dto/login.dto';

@ApiTags('auth (admin)')
@Controller()
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Public()
  @Post('admin/login')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.login })
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto);
  }

  /** After PASSWORD_CHANGE_REQUIRED: the temporary password and the new one; signs in. */
  @Public()
  @Post('admin/login/new-password')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.login })
  newPassword(@Body() dto: AdminNewPasswordDto, @Ip() ip: string) {
    return this.auth.newPassword(dto, ip);
  }

  /** Who an invitation link is for (the secret travels in the body, never in a logged URL). */
  @Public()
  @Post('admin/invitation')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.login })
  invitation(@Body() { invitation }: InvitationDto) {
    return this.auth.invitation(invitation);
  }

  @Public()
  @Post('admin/invitation/accept')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.login })
  acceptInvitation(@Body() dto: AcceptInvitationDto) {
    return this.auth.acceptInvitation(dto);
  }

  @AdminAny()
  @Get('admin-reverify')
  reverify(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.auth.reverify(admin);
  }

  @AdminAny()
  @Post('admin/logout')
  @HttpCode(200)
  logout(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.auth.logout(admin);
  }
}
