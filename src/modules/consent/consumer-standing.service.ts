import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors';
import { currentNotice } from './consent-notice';
import { ConsentRepository } from './consent.repository';

export interface ConsumerStanding {
  /** The consumer agreed to the notice in force and has not withdrawn `matching` since. */
  consented: boolean;
  /** The consumer asked for erasure and the request waits to be carried out. */
  erasing: boolean;
}

/**
 * What the global access guard asks of a consumer before a route that needs consent, or a write:
 * one query, so the rule lives in one place instead of in every service.
 */
@Injectable()
export class ConsumerStandingService {
  constructor(private readonly consents: ConsentRepository) {}

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
