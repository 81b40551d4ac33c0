import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationStatusHistory } from '../applications/application-status-history.entity';
import { Application } from '../applications/application.entity';
import { LenderTransaction } from '../applications/lender-transaction.entity';
import type { Lender } from '../lenders/lender.entity';

/** The writes of a hand-off to a lender, on the caller's transaction `m`. */
@Injectable()
export class HandOffsRepository {
  /** The application's first hand-off, with its lender. */
  firstOf(m: EntityManager, applicationId: string): Promise<LenderTransaction | null> {
    return m.findOne(LenderTransaction, {
      where: { applicationId },
      relations: { lender: true },
      order: { createdAt: 'ASC' },
    });
  }

  /**
   * Records the hand-off (its id goes into the lender's URL, so the URL is written after the
   * insert), marks the application as sent and adds the status to its history.
   */
  async record(
    m: EntityManager,
    applicationId: string,
    lender: Lender,
    status: string,
    requestPayload: object,
    redirectUrl: (transactionId: string) => string | null,
  ): Promise<LenderTransaction> {
    const transaction = m.create(LenderTransaction, {
      applicationId,
      lenderId: lender.id,
      status: 'redirected',
      requestPayload,
    });
    await m.save(transaction);
    transaction.redirectUrl = redirectUrl(transaction.id);
    await m.update(
      LenderTransaction,
      { id: transaction.id },
      { redirectUrl: transaction.redirectUrl },
    );
    await m.update(Application, { id: applicationId }, { lenderId: lender.id, status });
    await m.insert(ApplicationStatusHistory, {
      applicationId,
      status,
      subStatus: lender.urlKey,
      source: 'consumer',
    });
    return transaction;
  }
}
