import { smsTexts } from '../../metrics/metrics';
import { SmsDeliveryError, type SmsSender } from './sms-sender';

type Type = 'otp' | 'notice' | 'template';

/** The configured sender, with every text counted by type and outcome (sms_texts_total). */
export class CountedSmsSender implements SmsSender {
  readonly provider: SmsSender['provider'];

  constructor(private readonly inner: SmsSender) {
    this.provider = inner.provider;
  }

  sendOtp(...args: Parameters<SmsSender['sendOtp']>) {
    return this.counted('otp', this.inner.sendOtp(...args));
  }

  sendNotice(...args: Parameters<SmsSender['sendNotice']>) {
    return this.counted('notice', this.inner.sendNotice(...args));
  }

  sendTemplate(...args: Parameters<SmsSender['sendTemplate']>) {
    return this.counted('template', this.inner.sendTemplate(...args));
  }

  private async counted<T>(type: Type, sending: Promise<T>): Promise<T> {
    try {
      const result = await sending;
      smsTexts.inc({ type, outcome: 'sent' });
      return result;
    } catch (err) {
      const unavailable = !(err instanceof SmsDeliveryError) || err.kind === 'unavailable';
      smsTexts.inc({ type, outcome: unavailable ? 'unavailable' : 'refused' });
      throw err;
    }
  }
}
