import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { AddressThrottlerGuard } from '../../common/guards/address-throttler.guard';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/decorators/public.decorator';
import { AnyAudienceTokenService } from '../auth/any-audience-token.service';
import { HelpRequestDto } from './dto/help-request.dto';
import { HELP_SENT, HelpService } from './help.service';

/** The 'Need help' form: open before sign-in too; a consumer token links it to the consumer. */
@ApiTags('help')
@Public()
@Controller()
export class HelpController {
  constructor(
    private readonly help: HelpService,
    private readonly tokens: AnyAudienceTokenService,
  ) {}

  @Post('help-request')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  async submit(@Req() req: FastifyRequest, @Body() dto: HelpRequestDto) {
    const principal = await this.tokens.principal(req);
    const userId = principal?.audience === 'consumer' ? principal.userId : null;
    const { id } = await this.help.submit(dto, userId);
    return { success: true, message: HELP_SENT, id };
  }
}
