import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { rateLimitKey } from '../../common/client-address';
import { AppError } from '../../common/errors';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { SMS_SENDER, SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import { Transactional, type TxHost } from '../../database/transactional';
import { OTP } from './auth.constants';
import {
  ConsumerAccountsService,
  type ConsumerSession,
  type Visit,
} from './consumer-accounts.service';
import type { OtpPurpose } from './otp-code.entity';
import type { VerifyOtpDto } from './dto/verify-otp.dto';
import { checkSendLimits, generateOtp, hashOtp, otpMatches } from './otp-rules';
import { OtpRepository } from './otp.repository';

/**
 * Consumer sign-in codes. All state is in PostgreSQL: otp_send_logs carries the rate limits,
 * otp_codes the keyed hashes. Each number's (and IP's) checks run under an advisory lock, so
 * parallel requests cannot both pass a limit or both use one code.
 */
@Injectable()
export class OtpService {
  constructor(
    private readonly otps: OtpRepository,
    private readonly accounts: ConsumerAccountsService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /**
   * The same answer for every number that passes the limits, known or not. The limits count every
   * purpose's sends together; a code only serves the purpose it was sent for.
   */
  async send(phoneNumber: string, address: string | null, purpose: OtpPurpose = 'login') {
    // Counted (and recorded) by network: an IPv6 caller by its /64.
    const ip = rateLimitKey(address);
    const code = generateOtp();
    const outcome = await this.reserve(phoneNumber, ip, code, purpose);
    // The filter turns `retryAfterSeconds` into a Retry-After header.
    if (outcome.refusal) {
      const { code, retryAfterSeconds } = outcome.refusal;
      throw new AppError(code, { retryAfterSeconds });
    }

    // The gateway is called outside the transaction: no connection waits on a remote server.
    const { logId, codeId } = outcome.ids;
    let receipt: { messageId: string | null };
    try {
      receipt = await this.sms.sendOtp(phoneNumber, code);
    } catch (err) {
      // Both writes or neither: a code that was never sent must not stay usable.
      await this.failed(logId, codeId);
      if (!(err instanceof SmsDeliveryError)) throw err;
      throw new AppError(err.kind === 'rejected' ? 'SMS_GATEWAY_REJECTED' : 'SMS_SEND_FAILED');
    }
    await this.otps.markSent(logId, receipt.messageId);
    return {
      message: 'OTP sent',
      expiresInSeconds: OTP.ttlSeconds,
      resendAfterSeconds: OTP.resendGapSeconds,
    };
  }

  /** Checks the newest code of the number; a wrong guess is counted even though the call fails. */
  async verify(visit: VerifyOtpDto & Visit, ip: string | null): Promise<ConsumerSession> {
    const outcome = await this.useAndSignIn(visit, ip);
    // Thrown after the transaction, so that the wrong attempt it counted is committed.
    if (outcome.refusal) throw outcome.refusal;
    return outcome.session;
  }

  /** Checks a step-up code of the number: it proves the phone, and signs no one in. */
  async verifyStepUp(phoneNumber: string, otp: string): Promise<void> {
    const refusal = await this.useLocked(phoneNumber, otp, 'step_up');
    // Thrown after the transaction, so that the wrong attempt it counted is committed.
    if (refusal) throw refusal;
  }

  /** Reserves a send under the number's and network's locks: the limits' refusal, or the rows. */
  @Transactional()
  private async reserve(phoneNumber: string, ip: string | null, code: string, purpose: OtpPurpose) {
    await this.otps.lockNumber(phoneNumber);
    if (ip) await this.otps.lockIp(ip);
    const recent = await this.otps.recentSends(phoneNumber, ip);
    const refusal = checkSendLimits(recent.now, recent.numberSends, recent.ipSends);
    if (refusal) return { refusal, ids: null };
    const codeHash = hashOtp(this.config.otpHashSecret, phoneNumber, code);
    const expiresAt = new Date(recent.now.getTime() + OTP.ttlSeconds * 1000);
    const send = { phoneNumber, ip, provider: this.sms.provider, codeHash, purpose };
    return { refusal: null, ids: await this.otps.recordSend(send, expiresAt) };
  }

  /** Both writes or neither: a code that was never sent must not stay usable. */
  @Transactional()
  private async failed(logId: string, codeId: string): Promise<void> {
    await this.otps.markFailed(logId, codeId);
  }

  /** The code used and the consumer signed in, under the number's lock; or the refusal. */
  @Transactional()
  private async useAndSignIn(visit: VerifyOtpDto & Visit, ip: string | null) {
    const refusal = await this.useLocked(visit.phoneNumber, visit.otp, 'login');
    if (refusal) return { refusal };
    return {
      refusal: null,
      session: await this.accounts.signIn({ ...visit, otpProven: true }, ip),
    };
  }

  /** `useCode` in a transaction (the caller's, or its own) holding the number's lock. */
  @Transactional()
  private async useLocked(phoneNumber: string, otp: string, purpose: OtpPurpose) {
    await this.otps.lockNumber(phoneNumber);
    return this.useCode(phoneNumber, otp, purpose);
  }

  /**
   * Uses the newest code of the number for `purpose`, in the caller's transaction (which must
   * hold the number's OtpNumber lock): null when it matched, and it is now consumed; otherwise
   * the refusal, to be thrown after the transaction commits (a wrong guess is counted in it).
   */
  async useCode(phoneNumber: string, otp: string, purpose: OtpPurpose): Promise<AppError | null> {
    const code = await this.otps.latestCode(phoneNumber, purpose);
    if (!code || code.expired) return new AppError('OTP_EXPIRED');
    if (code.consumed) return new AppError('OTP_USED');
    if (code.attempts >= OTP.maxWrongAttempts) return new AppError('OTP_ATTEMPTS_EXHAUSTED');
    if (!otpMatches(this.config.otpHashSecret, phoneNumber, otp, code.codeHash)) {
      const left = OTP.maxWrongAttempts - (await this.otps.countWrongAttempt(code.id));
      if (left <= 0) return new AppError('OTP_ATTEMPTS_EXHAUSTED');
      return new AppError('OTP_INCORRECT', { attemptsLeft: left });
    }
    await this.otps.consume(code.id);
    return null;
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  eraseMobile(phoneNumber: string): Promise<Record<string, number>> {
    return this.otps.eraseMobile(phoneNumber);
  }
}
