import { Body, Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '../../common/body-parsers';
import { Public } from '../../common/decorators/public.decorator';
import { UrlKeyParamDto } from './dto/url-key-param.dto';
import { LenderWebhooksService } from './lender-webhooks.service';

/**
 * Lenders' status webhooks. Public: the lender proves itself with its HMAC signature (checked
 * in the service over the raw body), not a session.
 */
@ApiTags('lender webhooks')
@Controller('lender-webhooks')
export class LenderWebhooksController {
  constructor(private readonly webhooks: LenderWebhooksService) {}

  @Post(':url_key')
  @Public()
  @HttpCode(200)
  receive(
    @Param() { url_key }: UrlKeyParamDto,
    @Headers('x-lender-timestamp') timestamp: string | undefined,
    @Headers('x-lender-signature') signature: string | undefined,
    @Req() req: RawBodyRequest,
    @Body() body: unknown,
  ) {
    return this.webhooks.receive(url_key, { timestamp, signature }, req.rawBody, body);
  }
}
