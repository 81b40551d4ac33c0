import { Module } from '@nestjs/common';
import { DevSmsOutboxController } from './dev-sms-outbox.controller';
import { SmsModule } from './sms.module';

/** The dev SMS outbox route; AppModule imports this only outside production. */
@Module({ imports: [SmsModule], controllers: [DevSmsOutboxController] })
export class DevSmsOutboxModule {}
