import { registerAs } from '@nestjs/config';
import { env } from './env';

export const smsConfig = registerAs('sms', () => {
  const e = env();
  return {
    provider: e.SMS_PROVIDER,
    gatewayUrl: e.SMS_GATEWAY_URL,
    apiKey: e.SMS_API_KEY,
    senderId: e.SMS_SENDER_ID,
    templateId: e.SMS_TEMPLATE_ID,
    inboundSecret: e.SMS_INBOUND_SECRET,
    noticeTemplateIds: {
      merchantApproved: e.SMS_MERCHANT_APPROVED_TEMPLATE_ID,
      merchantRejected: e.SMS_MERCHANT_REJECTED_TEMPLATE_ID,
      partnerBankChanged: e.SMS_PARTNER_BANK_CHANGED_TEMPLATE_ID,
      dormancyErasure: e.SMS_DORMANCY_NOTICE_TEMPLATE_ID,
    },
  };
});
export type SmsConfig = ReturnType<typeof smsConfig>;
