import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../common/errors';
import { lendersConfig, type LendersConfig } from '../../config/lenders.config';
import { LenderOtpGateway, type LenderOtpSent, type LenderOtpVerdict } from './lender-otp.gateway';

const TIMEOUT_MS = 5000;

type Answer = Record<string, unknown>;

const wholeNumber = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
const text = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max && !v.includes('\0');

/** IndiaLends' OTP API over HTTP (the contract in the README, "Lender OTP confirmation"). */
@Injectable()
export class IndiaLendsOtpGateway extends LenderOtpGateway {
  private readonly logger = new Logger('IndiaLendsOtp');

  constructor(@Inject(lendersConfig.KEY) private readonly config: LendersConfig) {
    super();
  }

  async send(transactionId: string, mobile: string): Promise<LenderOtpSent> {
    const a = await this.call(`/applications/${transactionId}/otp`, { mobile });
    if (a.status === 'sent' && wholeNumber(a.resend_after_seconds, 3600))
      return { status: 'sent', resendAfterSeconds: a.resend_after_seconds };
    throw this.invalid('send');
  }

  async verify(transactionId: string, otp: string): Promise<LenderOtpVerdict> {
    const a = await this.call(`/applications/${transactionId}/otp/verify`, { otp });
    if (a.status === 'confirmed' && text(a.reference, 100))
      return { status: 'confirmed', reference: a.reference };
    if (a.status === 'incorrect' && wholeNumber(a.attempts_left, 100))
      return { status: 'incorrect', attemptsLeft: a.attempts_left };
    if (a.status === 'expired') return { status: 'expired' };
    if (a.status === 'rejected')
      return { status: 'rejected', message: text(a.message, 200) ? a.message : null };
    throw this.invalid('verify');
  }

  /** One POST; only the path and the HTTP status reach the log, never the mobile or the OTP. */
  private async call(path: string, body: object): Promise<Answer> {
    const api = this.config.indiaLends.api;
    if (!api) throw new AppError('LENDER_OTP_NOT_FOUND');
    let res: Response;
    try {
      res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      this.logger.warn(`IndiaLends unreachable: ${err instanceof Error ? err.name : 'error'}`);
      throw new AppError('LENDER_UNREACHABLE');
    }
    const answer = (await res.json().catch(() => null)) as Answer | null;
    if (res.status >= 500) {
      this.logger.warn(`IndiaLends answered ${res.status}`);
      throw new AppError('LENDER_UNREACHABLE');
    }
    if (!res.ok || !answer || typeof answer !== 'object') {
      this.logger.warn(`IndiaLends answered ${res.status} outside the contract`);
      throw new AppError('LENDER_ANSWER_INVALID');
    }
    return answer;
  }

  private invalid(call: string) {
    this.logger.warn(`IndiaLends ${call} answer outside the contract`);
    return new AppError('LENDER_ANSWER_INVALID');
  }
}
