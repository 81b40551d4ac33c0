import { Module } from '@nestjs/common';
import { appConfig } from '../../config/app.config';
import { smsConfig, type SmsConfig } from '../../config/sms.config';
import { CountedSmsSender } from './counted-sms.sender';
import { LogSmsSender } from './log-sms.sender';
import { Msg91SmsSender } from './msg91-sms.sender';
import { OutboxSmsSender, SmsOutbox } from './outbox-sms.sender';
import { SMS_SENDER, type SmsSender } from './sms-sender';

@Module({
  providers: [
    SmsOutbox,
    {
      provide: SMS_SENDER,
      inject: [smsConfig.KEY, appConfig.KEY, SmsOutbox],
      useFactory: (
        sms: SmsConfig,
        app: ReturnType<typeof appConfig>,
        outbox: SmsOutbox,
      ): SmsSender => {
        const sender = () => {
          switch (sms.provider) {
            case 'log':
              return new LogSmsSender(app.isProduction);
            case 'outbox':
              return new OutboxSmsSender(outbox);
            case 'msg91':
              return new Msg91SmsSender(sms);
          }
        };
        return new CountedSmsSender(sender());
      },
    },
  ],
  exports: [SMS_SENDER, SmsOutbox],
})
export class SmsModule {}
