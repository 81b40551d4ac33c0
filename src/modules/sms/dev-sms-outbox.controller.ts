import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { PhoneNumberQuery } from './dto/phone-number.query';
import { SmsOutbox } from './outbox-sms.sender';

/**
 * Development and tests only: the texts the outbox sender kept. Its module is not registered in
 * production (app.module.ts), so there the route does not exist at all.
 */
@ApiTags('dev')
@Public()
@Controller('dev/sms-outbox')
export class DevSmsOutboxController {
  constructor(private readonly outbox: SmsOutbox) {}

  @Get()
  list(@Query() query: PhoneNumberQuery) {
    return { messages: this.outbox.list(query.phoneNumber) };
  }
}
