import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { IsNull, type QueryDeepPartialEntity } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import type { Lender } from '../lenders/lender.entity';
import { preparedEntities } from '../../database/prepared-query';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { ApplicationStatusHistory } from './application-status-history.entity';
import { Application } from './application.entity';
import { applyLenderStatuses } from './lender-statuses';
import { LenderTransaction } from './lender-transaction.entity';
import { ProspectApplication } from './prospect-application.entity';
import type { ApplicationStatusUpdate, StatusOrigin } from './status-batches.repository';

/**
 * Every query of a consumer's journey records: users, prospect applications, applications with
 * their hand-offs and status history, and the products, in the ambient transaction (or none).
 * The consumer's own row is written by UsersRepository. The ownership rules (404 for another
 * consumer's id) are ConsumerRecordsService's.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  findUser(userId: number): Promise<User | null> {
    return this.txHost.tx.findOne(User, { where: { id: userId } });
  }

  findUserByPhone(phoneNumber: string): Promise<User | null> {
    return this.txHost.tx.findOne(User, { where: { phoneNumber } });
  }

  /** The consumer's newest prospect application. */
  latestProspect(userId: number): Promise<ProspectApplication | null> {
    return this.txHost.tx.findOne(ProspectApplication, {
      where: { userId },
      order: { createdAt: 'DESC' },
    });
  }

  insertProspect(values: Partial<ProspectApplication>): Promise<ProspectApplication> {
    return this.txHost.tx.save(this.txHost.tx.create(ProspectApplication, values));
  }

  /** A consumer with their application in progress, in one query. */
  findUserWithInflight(userId: number): Promise<User | null> {
    return this.txHost.tx.findOne(User, {
      where: { id: userId },
      relations: { inflightCreditApp: true },
    });
  }

  /** The consumer's prospect application with its consumer. */
  findProspect(userId: number, prospectAppId: string): Promise<ProspectApplication | null> {
    return this.txHost.tx.findOne(ProspectApplication, {
      where: { id: prospectAppId, userId },
      relations: { user: true },
    });
  }

  /**
   * The consumer, if they own the prospect application: one prepared query (the profile read is
   * a busy call).
   */
  async findOwner(userId: number, prospectAppId: string): Promise<User | null> {
    const [user] = await preparedEntities(
      this.txHost.tx.connection,
      User,
      'profile-owner',
      `SELECT u.* FROM "users" u
         JOIN "prospect_applications" p ON p."user_id" = u."id" AND p."id" = $2
        WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
      [userId, prospectAppId],
    );
    return user ?? null;
  }

  /** An application of the consumer; locked for update inside a transaction when `lock`. */
  findApplication(userId: number, appId: string, lock = false): Promise<Application | null> {
    return this.txHost.tx.findOne(Application, {
      where: { id: appId, userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The newest application of a product under a prospect application not yet handed off. */
  findOpenApplication(
    userId: number,
    prospectAppId: string,
    productId: number,
  ): Promise<Application | null> {
    return this.txHost.tx.findOne(Application, {
      where: { prospectAppId, userId, productId, lenderId: IsNull() },
      order: { createdAt: 'DESC' },
    });
  }

  /** The consumer's newest application of a product, under any prospect application. */
  latestApplication(userId: number, productId: number) {
    return this.txHost.tx.findOne(Application, {
      where: { userId, productId },
      order: { createdAt: 'DESC' },
    });
  }

  insertApplication(values: Partial<Application>): Promise<Application> {
    return this.txHost.tx.save(this.txHost.tx.create(Application, values));
  }

  async updateApplication(appId: string, values: Partial<Application>): Promise<void> {
    await this.txHost.tx.update(
      Application,
      { id: appId },
      values as QueryDeepPartialEntity<Application>,
    );
  }

  /** Keeps the offers list shown with the application (`offers_snapshot`) and when. */
  async keepOffersSnapshot(appId: string, snapshot: object, shownAt: Date): Promise<void> {
    await this.txHost.tx.update(
      Application,
      { id: appId },
      { offersSnapshot: snapshot, offersShownAt: shownAt },
    );
  }

  /** The application's first hand-off to a lender, with its lender. */
  firstHandOff(applicationId: string): Promise<LenderTransaction | null> {
    return this.txHost.tx.findOne(LenderTransaction, {
      where: { applicationId },
      relations: { lender: true },
      order: { createdAt: 'ASC' },
    });
  }

  /**
   * Records a hand-off (its id goes into the lender's URL, so the URL is written after the
   * insert), marks the application as sent and adds the status to its history.
   */
  async recordHandOff(
    applicationId: string,
    lender: Lender,
    status: string,
    requestPayload: object,
    redirectUrl: (transactionId: string) => string | null,
  ): Promise<LenderTransaction> {
    const m = this.txHost.tx;
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

  /** A lender's word on its applications (applyLenderStatuses), in the ambient transaction. */
  applyLenderStatuses(rows: ApplicationStatusUpdate[], origin: StatusOrigin): Promise<void> {
    return applyLenderStatuses(this.txHost, rows, origin);
  }

  findProduct(id: number): Promise<Product> {
    return this.txHost.tx.findOneByOrFail(Product, { id });
  }

  findProductByCode(code: string): Promise<Product | null> {
    return this.txHost.tx.findOne(Product, { where: { code } });
  }

  findActiveProduct(id: number): Promise<Product | null> {
    return this.txHost.tx.findOne(Product, { where: { id, status: 1 } });
  }
}
