import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { PartnerRoute } from '../../common/decorators/route-access.decorators';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { CreateLeadDto } from './dto/create-lead.dto';
import { CreateApiKeyDto } from './dto/partner-api-keys.dto';
import { type ApiKeyCaller, CurrentApiKey, PartnerApiKeyRoute } from './partner-api-key.guard';
import { PartnerApiKeysService } from './partner-api-keys.service';
import { PartnerLeadsService } from './partner-leads.service';

/** The portal's Digital integration page: the partner's API keys. */
@ApiTags('partner portal')
@Controller('partner/api-keys')
export class PartnerApiKeysController {
  constructor(private readonly keys: PartnerApiKeysService) {}

  @PartnerRoute()
  @Get()
  list(@CurrentPrincipal() partner: PartnerPrincipal) {
    return this.keys.list(partner);
  }

  // A key and its signing secret sign consumers in: the partner's own credential.
  @PartnerRoute({ noMasquerade: true })
  @Post()
  @ApiOperation({ summary: 'Creates a key; the answer is the only place the key is shown' })
  create(@CurrentPrincipal() partner: PartnerPrincipal, @Body() { name }: CreateApiKeyDto) {
    return this.keys.create(partner, name);
  }

  @PartnerRoute({ noMasquerade: true })
  @Post(':id/revoke')
  @HttpCode(200)
  revoke(@CurrentPrincipal() partner: PartnerPrincipal, @Param() { id }: IdParamDto) {
    return this.keys.revoke(partner, id);
  }
}

/** The partner lead API (version 1), for partners' own systems. */
@ApiTags('partner lead API')
@Controller('partner/v1/leads')
export class PartnerLeadsController {
  constructor(private readonly leads: PartnerLeadsService) {}

  @PartnerApiKeyRoute()
  @Post()
  @ApiOperation({
    summary: 'Sends a lead: a consumer who consented to be contacted about a product',
    description:
      'Records the lead and answers status received, whether or not the mobile is already ' +
      'registered with us (that is never said). The lead is credited to your partner account ' +
      'when that mobile first signs in with us by OTP without another partner of its own; ' +
      'it creates and re-attributes no one before. Retrying with the same ' +
      'Idempotency-Key and body answers the same lead ' +
      '(200, Idempotent-Replayed: true); the same key with another body is refused (422).',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description:
      'Your unique id for this lead: 1 to 100 letters, digits, dots, dashes, underscores',
  })
  @ApiCreatedResponse({ description: 'The lead was recorded' })
  @ApiOkResponse({ description: 'A retry: the lead recorded earlier under this Idempotency-Key' })
  async create(
    @CurrentApiKey() caller: ApiKeyCaller,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() dto: CreateLeadDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const { replayed, data } = await this.leads.create(caller, idempotencyKey, dto);
    if (replayed) res.status(200).header('Idempotent-Replayed', 'true');
    return { data };
  }
}
