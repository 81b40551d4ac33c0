import { Logger } from '@nestjs/common';
import type { SmsConfig } from '../../config/sms.config';
import { SmsDeliveryError, type SmsNotice, type SmsSender, type TemplateSms } from './sms-sender';

/** How long the gateway may take before the send counts as failed. */
export const SMS_GATEWAY_TIMEOUT_MS = 5000;

interface Msg91Answer {
  type?: string;
  message?: string;
  request_id?: string;
}

/**
 * MSG91's flow API: one JSON POST per text, authenticated by the `authkey` header, naming the
 * DLT template and sender; the code travels as the template's `otp` variable, never as free text.
 */
export class Msg91SmsSender implements SmsSender {
  readonly provider = 'msg91';
  private readonly logger = new Logger('SMS');

  constructor(
    private readonly config: SmsConfig,
    private readonly timeoutMs = SMS_GATEWAY_TIMEOUT_MS,
  ) {}

  sendOtp(phoneNumber: string, code: string) {
    return this.send(this.config.templateId!, { mobiles: `91${phoneNumber}`, otp: code }, 'OTP');
  }

  sendNotice(phoneNumber: string, notice: SmsNotice) {
    const templateId = this.config.noticeTemplateIds[notice.template];
    if (!templateId)
      return Promise.reject(
        new SmsDeliveryError('rejected', `no DLT template configured for ${notice.template}`),
      );
    return this.send(templateId, { mobiles: `91${phoneNumber}`, ...notice.vars }, notice.template);
  }

  /** The variables travel as var1, var2, … in the template's order, under its own header. */
  sendTemplate(phoneNumber: string, sms: TemplateSms) {
    const vars = Object.fromEntries(sms.values.map((v, i) => [`var${i + 1}`, v]));
    return this.send(
      sms.dltTemplateId,
      { mobiles: `91${phoneNumber}`, ...vars },
      'template',
      sms.header,
      sms.reference,
    );
  }

  /** One text through the flow API; `what` names it in the logs (never its variables). */
  private async send(
    templateId: string,
    recipient: Record<string, string>,
    what: string,
    sender = this.config.senderId,
    reference?: string,
  ) {
    let res: Response;
    try {
      res = await fetch(this.config.gatewayUrl!, {
        method: 'POST',
        headers: {
          authkey: this.config.apiKey!,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          sender,
          short_url: '0',
          ...(reference && { client_reference: reference }),
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      this.logger.warn(`SMS gateway unreachable: ${reason}`);
      throw new SmsDeliveryError('unavailable', reason);
    }
    const answer = (await res.json().catch(() => ({}))) as Msg91Answer;
    if (!res.ok || answer.type !== 'success') {
      const reason = `gateway answered ${res.status}: ${answer.message ?? 'no message'}`;
      this.logger.warn(`SMS gateway refused the ${what} text: ${reason}`);
      throw new SmsDeliveryError('rejected', reason);
    }
    return { messageId: (answer.request_id ?? answer.message ?? '').slice(0, 100) || null };
  }
}
