/** Where OTP texts go; SMS_PROVIDER picks one implementation per app (see sms.module.ts). */
export interface SmsSender {
  readonly provider: 'log' | 'outbox' | 'msg91';
  /** Resolves once the gateway accepted the text; throws SmsDeliveryError otherwise. */
  sendOtp(phoneNumber: string, code: string): Promise<{ messageId: string | null }>;
}

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
