import { Injectable } from '@nestjs/common';
import {
  noticeText,
  otpText,
  type SmsNotice,
  type SmsSender,
  type TemplateSms,
} from './sms-sender';

export interface OutboxMessage {
  phoneNumber: string;
  /** The code of an OTP text; null for a service message. */
  otp: string | null;
  text: string;
  sentAt: string;
}

const PER_NUMBER = 20;
const NUMBERS = 1000;

/** The texts the outbox sender "sent", kept in memory (bounded) for /api/dev/sms-outbox. */
@Injectable()
export class SmsOutbox {
  private readonly byNumber = new Map<string, OutboxMessage[]>();

  add(message: OutboxMessage): void {
    const list = [message, ...(this.byNumber.get(message.phoneNumber) ?? [])].slice(0, PER_NUMBER);
    this.byNumber.delete(message.phoneNumber);
    this.byNumber.set(message.phoneNumber, list);
    if (this.byNumber.size > NUMBERS) this.byNumber.delete(this.byNumber.keys().next().value!);
  }

  /** Newest first. */
  list(phoneNumber: string): OutboxMessage[] {
    return this.byNumber.get(phoneNumber) ?? [];
  }
}

/** Development and tests: keeps the text in the outbox instead of texting it. */
export class OutboxSmsSender implements SmsSender {
  readonly provider = 'outbox';

  constructor(private readonly outbox: SmsOutbox) {}

  async sendOtp(phoneNumber: string, code: string) {
    this.outbox.add({
      phoneNumber,
      otp: code,
      text: otpText(code),
      sentAt: new Date().toISOString(),
    });
    return { messageId: null };
  }

  async sendNotice(phoneNumber: string, notice: SmsNotice) {
    this.outbox.add({
      phoneNumber,
      otp: null,
      text: noticeText(notice),
      sentAt: new Date().toISOString(),
    });
    return { messageId: null };
  }

  async sendTemplate(phoneNumber: string, sms: TemplateSms) {
    this.outbox.add({ phoneNumber, otp: null, text: sms.text, sentAt: new Date().toISOString() });
    return { messageId: null };
  }
}
