import type { LenderOtpSendAnswer, LenderOtpState } from '@marketplace/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors';
import { lendersConfig, type LendersConfig } from '../../config/lenders.config';
import { LenderTransactionsRepository } from '../applications/lender-transactions.repository';
import { ConsumerStandingService } from '../consent/consumer-standing.service';
import { LenderOtpGateway, type LenderOtpVerdict } from './lender-otp.gateway';
import { LenderOtpRepository, type OtpHandOff } from './lender-otp.repository';

/** The hand-off's status through the OTP step (lender_transactions.status). */
export const OTP_STATUS = {
  sent: 'otp_sent',
  confirmed: 'otp_confirmed',
  rejected: 'otp_rejected',
} as const;

/**
 * IndiaLends' OTP step after a hand-off (/indialends-otp and /user/indialends-otp): the lender
 * texts the consumer a code, the consumer enters it here, the lender's verdict is recorded on the
 * hand-off and shown. Keyed by the hand-off's id, so that the page also works from the lender's
 * text on a device where the consumer is not signed in: the OTP the lender sent to their phone
 * is the proof, and the lender limits the tries.
 */
@Injectable()
export class LenderOtpService {
  constructor(
    private readonly repository: LenderOtpRepository,
    private readonly handOffs: LenderTransactionsRepository,
    private readonly gateway: LenderOtpGateway,
    private readonly standing: ConsumerStandingService,
    @Inject(lendersConfig.KEY) private readonly config: LendersConfig,
  ) {}

  /** Whether hand-offs to this lender go on to the OTP step. */
  hasOtpStep(lenderKey: string): boolean {
    return this.config.indiaLends.api !== null && lenderKey === this.config.indiaLends.lenderKey;
  }

  async state(transactionId: string): Promise<LenderOtpState> {
    return stateOf(await this.handOff(transactionId));
  }

  /** Asks the lender to text its OTP (again); a closed step only answers where it stands. */
  async send(transactionId: string): Promise<LenderOtpSendAnswer> {
    const handOff = await this.handOff(transactionId);
    const state = stateOf(handOff);
    if (state.status !== 'waiting') return state;
    await this.standing.require(handOff.userId);
    const sent = await this.gateway.send(handOff.id, handOff.phoneNumber);
    await this.handOffs.recordAnswer(handOff.id, OTP_STATUS.sent, sent);
    return { ...state, resendAfterSeconds: sent.resendAfterSeconds };
  }

  /** The lender's verdict on the OTP; a confirmed or rejected step is not asked again. */
  async verify(transactionId: string, otp: string): Promise<LenderOtpVerdict> {
    const handOff = await this.handOff(transactionId);
    const state = stateOf(handOff);
    if (state.status === 'confirmed') return { status: 'confirmed', reference: state.reference! };
    if (state.status === 'rejected') return { status: 'rejected', message: null };
    await this.standing.require(handOff.userId);
    const verdict = await this.gateway.verify(handOff.id, otp);
    if (verdict.status === 'confirmed')
      await this.handOffs.recordAnswer(
        handOff.id,
        OTP_STATUS.confirmed,
        verdict,
        verdict.reference,
      );
    if (verdict.status === 'rejected')
      await this.handOffs.recordAnswer(handOff.id, OTP_STATUS.rejected, verdict);
    return verdict;
  }

  private async handOff(transactionId: string): Promise<OtpHandOff> {
    const handOff = await this.repository.handOff(transactionId);
    if (!handOff || !this.hasOtpStep(handOff.lenderKey)) throw new AppError('LENDER_OTP_NOT_FOUND');
    return handOff;
  }
}

function stateOf(h: OtpHandOff): LenderOtpState {
  const status =
    h.status === OTP_STATUS.confirmed
      ? 'confirmed'
      : h.status === OTP_STATUS.rejected
        ? 'rejected'
        : 'waiting';
  return {
    lender: h.lenderName,
    status,
    reference: status === 'confirmed' ? h.lenderReference : null,
  };
}
