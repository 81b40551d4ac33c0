/** Where OTP texts go; SMS_PROVIDER picks one implementation per app (see sms.module.ts). */
export interface SmsSender {
  readonly provider: 'log' | 'outbox' | 'msg91';
  /** Resolves once the gateway accepted the text; throws SmsDeliveryError otherwise. */
  sendOtp(phoneNumber: string, code: string): Promise<{ messageId: string | null }>;
  /** A service message (a DLT template of its own); throws SmsDeliveryError like sendOtp. */
  sendNotice(phoneNumber: string, notice: SmsNotice): Promise<{ messageId: string | null }>;
  /** A message of a template an admin keeps (Messaging); throws SmsDeliveryError like sendOtp. */
  sendTemplate(phoneNumber: string, sms: TemplateSms): Promise<{ messageId: string | null }>;
}

/**
 * A text of a DLT template kept in `sms_templates`: its DLT id and header, the variables' values
 * in order (for gateways that fill the template) and the whole text (for those that take it).
 */
export interface TemplateSms {
  dltTemplateId: string;
  header: string;
  values: string[];
  text: string;
  /**
   * Ours for this one text (a campaign's recipient): sent again after a crash with the same
   * reference, so a gateway that deduplicates on it delivers the text once.
   */
  reference?: string;
}

/** The service messages the platform sends, each with its template's variables. */
export type SmsNotice =
  | { template: 'merchantApproved'; vars: { reference: string; loginUrl: string } }
  | { template: 'merchantRejected'; vars: { reference: string } }
  /** The partner's payout account changed: only its last 4 digits, never the number. */
  | { template: 'partnerBankChanged'; vars: { last4: string } }
  /** A dormant consumer's account is erased on `date` (India, dd/mm/yyyy) unless they sign in. */
  | { template: 'dormancyErasure'; vars: { date: string } };

export const SMS_SENDER = Symbol('SMS_SENDER');

/**
 * The gateway refused the text (`rejected`: it answered with an error) or could not be reached in
 * time (`unavailable`). The message is for the logs and never contains the code.
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** The text of an OTP SMS (its DLT template, for gateways that take the whole text). */
export const otpText = (code: string) =>
  `${code} is your OTP to sign in. It is valid for 5 minutes. Do not share it with anyone.`;

/** The words of each service message (its DLT template, for gateways that take the whole text). */
export function noticeText(notice: SmsNotice): string {
  switch (notice.template) {
    case 'merchantApproved':
      return (
        `Your merchant application ${notice.vars.reference} is approved. Sign in at ` +
        `${notice.vars.loginUrl} with your e-mail and the password you chose.`
      );
    case 'merchantRejected':
      return (
        `Your merchant application ${notice.vars.reference} was not approved. ` +
        'Contact your partner or our support for the reason.'
      );
    case 'partnerBankChanged':
      return (
        `The payout bank account of your partner account was changed to one ending ` +
        `${notice.vars.last4}. If you did not do this, contact our support at once.`
      );
    case 'dormancyErasure':
      return (
        `You have not signed in for a long time. Your account and data will be erased on ` +
        `${notice.vars.date} unless you sign in before then.`
      );
  }
}
