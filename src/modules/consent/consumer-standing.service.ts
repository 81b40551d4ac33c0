import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors';
import {
  ConsumerStandingReader,
  type ConsumerStanding,
} from '../../common/guards/consumer-standing';
import { currentNotice } from './consent-notice';
import { ConsentRepository } from './consent.repository';

/**
 * What the global access guard asks of a consumer before a route that needs consent, or a write:
 * one query, so the rule lives in one place instead of in every service.
 */
@Injectable()
export class ConsumerStandingService extends ConsumerStandingReader {
  constructor(private readonly consents: ConsentRepository) {
    super();
  }

  of(userId: number): Promise<ConsumerStanding> {
    return this.consents.standing(userId, currentNotice().version);
  }

  /**
   * For a route keyed by something other than the consumer's session (the lender OTP step, by
   * hand-off id): the same refusals the access guard gives a consumer's write that needs consent.
   */
  async require(userId: number): Promise<void> {
    const standing = await this.of(userId);
    if (standing.erasing) throw new AppError('ERASURE_REQUESTED');
    if (!standing.consented) throw new AppError('CONSENT_REQUIRED');
  }
}
