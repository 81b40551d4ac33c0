import type { LenderOtpVerdict } from '@marketplace/contracts';

/** A lender's verdict on an OTP the consumer entered, answered to the page as it is. */
export type { LenderOtpVerdict };

/** A lender's answer to "send the consumer your OTP". */
export interface LenderOtpSent {
  status: 'sent';
  resendAfterSeconds: number;
}

/**
 * A lender whose journey ends with its own OTP (the consumer app's `/user/indialends-otp`): it
 * texts the consumer a code, and confirms the application when the consumer enters it here.
 * The HTTP contract an implementation speaks is in the README ("Lender OTP confirmation").
 * Failures are AppErrors: LENDER_UNREACHABLE (no answer, a time-out, a 5xx) or
 * LENDER_ANSWER_INVALID (any other answer outside the contract).
 */
export abstract class LenderOtpGateway {
  /** Asks the lender to (re)send its OTP for the hand-off `transactionId` to `mobile`. */
  abstract send(transactionId: string, mobile: string): Promise<LenderOtpSent>;
  /** Passes the consumer's OTP on to the lender and answers its verdict. */
  abstract verify(transactionId: string, otp: string): Promise<LenderOtpVerdict>;
}
