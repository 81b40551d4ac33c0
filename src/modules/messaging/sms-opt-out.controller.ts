import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { SmsInboundDto } from './dto/sms-inbound.dto';
import { SmsOptOutService } from './sms-opt-out.service';

/** The SMS gateway's forward of consumers' replies (public: it proves itself by a secret). */
@ApiTags('sms gateway: replies')
@Public()
@Controller('sms/inbound')
export class SmsInboundController {
  constructor(private readonly optOuts: SmsOptOutService) {}

  @Post()
  @HttpCode(200)
  inbound(@Headers('x-sms-inbound-secret') secret: string | undefined, @Body() dto: SmsInboundDto) {
    return this.optOuts.inbound(secret, dto);
  }
}
