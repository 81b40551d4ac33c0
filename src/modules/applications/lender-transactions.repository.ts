import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { LenderTransaction } from './lender-transaction.entity';

/**
 * The lender's side of a hand-off (lender_transactions), for the modules that hear from the
 * lender (its API's answer, its OTP step), in the ambient transaction. The hand-off itself is
 * ApplicationsRepository.recordHandOff.
 */
@Injectable()
export class LenderTransactionsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** Records the lender's answer on the hand-off (its status, reference and last answer). */
  async recordAnswer(
    transactionId: string,
    status: string,
    answer: object,
    lenderReference?: string,
  ): Promise<void> {
    await this.txHost.tx.update(
      LenderTransaction,
      { id: transactionId },
      { status, responsePayload: answer, ...(lenderReference ? { lenderReference } : {}) },
    );
  }

  /** The lender's API accepted the submission: its reference (if it gave one) and answer. */
  async markSubmitted(
    transactionId: string,
    reference: string | null,
    response: unknown,
  ): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_transactions
          SET status = 'submitted', lender_reference = COALESCE($2, lender_reference),
              response_payload = $3::jsonb, updated_at = now()
        WHERE id = $1`,
      [transactionId, reference, JSON.stringify(response ?? null)],
    );
  }

  /** The submission failed for good; one already accepted stays so. */
  async markFailed(transactionId: string, error: string): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_transactions SET status = 'failed', error_message = $2, updated_at = now()
        WHERE id = $1 AND status <> 'submitted'`,
      [transactionId, error.slice(0, 300)],
    );
  }
}
