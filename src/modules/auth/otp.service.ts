import {
  BadGatewayException,
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rateLimitKey } from '../../common/client-address';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { SMS_SENDER, SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import { OTP } from './auth.constants';
import { ConsumerAccountsService, type ConsumerSession } from './consumer-accounts.service';
import type { VerifyOtpDto } from './dto/verify-otp.dto';
import { checkSendLimits, generateOtp, hashOtp, otpMatches } from './otp-rules';
import { OtpRepository } from './otp.repository';

const SMS_FAILED = 'We could not send the OTP right now. Please try again in a minute';
const EXPIRED = 'This OTP has expired. Please request a new OTP';
const USED = 'This OTP has already been used. Please request a new OTP';
const BURNT = 'Too many incorrect attempts. Please request a new OTP';

/**
 * Consumer sign-in codes. All state is in PostgreSQL: otp_send_logs carries the rate limits,
 * otp_codes the keyed hashes. Each number's (and IP's) checks run under an advisory lock, so
 * parallel requests cannot both pass a limit or both use one code.
 */
@Injectable()
export class OtpService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly otps: OtpRepository,
    private readonly accounts: ConsumerAccountsService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** The same answer for every number that passes the limits, known or not. */
  async send(phoneNumber: string, address: string | null) {
    // Counted (and recorded) by network: an IPv6 caller by its /64.
    const ip = rateLimitKey(address);
    const code = generateOtp();
    const outcome = await this.dataSource.transaction(async (m) => {
      await lockUntilCommit(m, LockSpace.OtpNumber, phoneNumber);
      if (ip) await lockUntilCommit(m, LockSpace.OtpIp, ip);
      const recent = await this.otps.recentSends(m, phoneNumber, ip);
      const refusal = checkSendLimits(recent.now, recent.numberSends, recent.ipSends);
      if (refusal) return { refusal };
      const codeHash = hashOtp(this.config.otpHashSecret, phoneNumber, code);
      const expiresAt = new Date(recent.now.getTime() + OTP.ttlSeconds * 1000);
      const send = { phoneNumber, ip, provider: this.sms.provider, codeHash };
      return { ids: await this.otps.recordSend(m, send, expiresAt) };
    });
    // The filter turns `retryAfterSeconds` into a Retry-After header.
    if ('refusal' in outcome)
      throw new HttpException({ ...outcome.refusal }, HttpStatus.TOO_MANY_REQUESTS);

    // The gateway is called outside the transaction: no connection waits on a remote server.
    const { logId, codeId } = outcome.ids;
    let receipt: { messageId: string | null };
    try {
      receipt = await this.sms.sendOtp(phoneNumber, code);
    } catch (err) {
      await this.otps.markFailed(this.dataSource.manager, logId, codeId);
      if (!(err instanceof SmsDeliveryError)) throw err;
      throw err.kind === 'rejected'
        ? new BadGatewayException(SMS_FAILED)
        : new ServiceUnavailableException(SMS_FAILED);
    }
    await this.otps.markSent(this.dataSource.manager, logId, receipt.messageId);
    return {
      message: 'OTP sent',
      expiresInSeconds: OTP.ttlSeconds,
      resendAfterSeconds: OTP.resendGapSeconds,
    };
  }

  /** Checks the newest code of the number; a wrong guess is counted even though the call fails. */
  async verify(visit: VerifyOtpDto, ip: string | null): Promise<ConsumerSession> {
    const { phoneNumber, otp } = visit;
    const outcome = await this.dataSource.transaction(async (m) => {
      await lockUntilCommit(m, LockSpace.OtpNumber, phoneNumber);
      const code = await this.otps.latestCode(m, phoneNumber);
      if (!code || code.expired) return { refusal: EXPIRED };
      if (code.consumed) return { refusal: USED };
      if (code.attempts >= OTP.maxWrongAttempts) return { refusal: BURNT };
      if (!otpMatches(this.config.otpHashSecret, phoneNumber, otp, code.codeHash)) {
        const left = OTP.maxWrongAttempts - (await this.otps.countWrongAttempt(m, code.id));
        if (left <= 0) return { refusal: BURNT };
        return { refusal: `Incorrect OTP. ${left} attempt${left === 1 ? '' : 's'} left` };
      }
      await this.otps.consume(m, code.id);
      return { session: await this.accounts.signIn(m, visit, ip) };
    });
    // 400, not 401: the consumer app treats any 401 as "signed out" and leaves the page.
    if ('refusal' in outcome) throw new BadRequestException(outcome.refusal);
    return outcome.session;
  }
}
