import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage, PartnerRoute } from '../../common/decorators/route-access.decorators';
import { MasqueradeDto, PartnerIdParam } from './dto/masquerade.dto';
import { MasqueradeService } from './masquerade.service';

@ApiTags('auth (masquerade)')
@Controller('admin/masquerade')
export class MasqueradeController {
  constructor(private readonly masquerade: MasqueradeService) {}

  // The literal path: Fastify's router prefers it to ':partnerId' whatever the order.
  /** Ends a masquerade: called with the masquerade's partner token. */
  @PartnerRoute()
  @Post('exit')
  @HttpCode(200)
  exit(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.masquerade.exit(partner);
  }

  /** A partner token for a role-1 admin; masquerades start from the merchant management page. */
  @AdminPage('merchant-management')
  @Post(':partnerId')
  @HttpCode(200)
  start(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { partnerId }: PartnerIdParam,
    @Body() dto: MasqueradeDto,
  ) {
    return this.masquerade.start(admin, partnerId, dto);
  }
}
