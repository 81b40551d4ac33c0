import { Logger } from '@nestjs/common';
import {
  noticeText,
  otpText,
  type SmsNotice,
  type SmsSender,
  type TemplateSms,
} from './sms-sender';

/** Development: prints the code in the server log instead of texting it. */
export class LogSmsSender implements SmsSender {
  readonly provider = 'log';
  private readonly logger = new Logger('SMS');

  constructor(isProduction: boolean) {
    // env.ts already requires msg91 in production; this keeps codes out of production logs even
    // if that rule is ever loosened.
    if (isProduction) throw new Error('SMS_PROVIDER=log prints OTP codes: not in production');
  }

  async sendOtp(phoneNumber: string, code: string) {
    this.logger.log(`OTP SMS to ${phoneNumber}: ${otpText(code)}`);
    return { messageId: null };
  }

  async sendNotice(phoneNumber: string, notice: SmsNotice) {
    this.logger.log(`SMS to ${phoneNumber}: ${noticeText(notice)}`);
    return { messageId: null };
  }

  async sendTemplate(phoneNumber: string, sms: TemplateSms) {
    this.logger.log(`SMS to ${phoneNumber}: ${sms.text}`);
    return { messageId: null };
  }
}
