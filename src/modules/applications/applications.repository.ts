import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type EntityManager, IsNull, type QueryDeepPartialEntity } from 'typeorm';
import type { Lender } from '../lenders/lender.entity';
import { preparedEntities } from '../../database/prepared-query';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { ApplicationStatusHistory } from './application-status-history.entity';
import { Application } from './application.entity';
import { LenderTransaction } from './lender-transaction.entity';
import { ProspectApplication } from './prospect-application.entity';

/**
 * Every query of a consumer's journey records: users, prospect applications, applications with
 * their hand-offs and status history, and the products. Methods that take `m` run on the caller's
 * transaction. The ownership rules (404 for another consumer's id) are ConsumerRecordsService's.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

  findUser(m: EntityManager, userId: number): Promise<User | null> {
    return m.findOne(User, { where: { id: userId } });
  }

  findUserByPhone(m: EntityManager, phoneNumber: string): Promise<User | null> {
    return m.findOne(User, { where: { phoneNumber } });
  }

  insertUser(m: EntityManager, values: Partial<User>): Promise<User> {
    return m.save(m.create(User, values));
  }

  /** The consumer's newest prospect application. */
  latestProspect(m: EntityManager, userId: number): Promise<ProspectApplication | null> {
    return m.findOne(ProspectApplication, { where: { userId }, order: { createdAt: 'DESC' } });
  }

  insertProspect(
    m: EntityManager,
    values: Partial<ProspectApplication>,
  ): Promise<ProspectApplication> {
    return m.save(m.create(ProspectApplication, values));
  }

  /** A consumer with their application in progress, in one query. */
  findUserWithInflight(userId: number): Promise<User | null> {
    return this.manager.findOne(User, {
      where: { id: userId },
      relations: { inflightCreditApp: true },
    });
  }

  /** The consumer's prospect application with its consumer. */
  findProspect(userId: number, prospectAppId: string): Promise<ProspectApplication | null> {
    return this.manager.findOne(ProspectApplication, {
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
      this.manager.connection,
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
  findApplication(
    m: EntityManager,
    userId: number,
    appId: string,
    lock = false,
  ): Promise<Application | null> {
    return m.findOne(Application, {
      where: { id: appId, userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The newest application of a product under a prospect application not yet handed off. */
  findOpenApplication(
    m: EntityManager,
    userId: number,
    prospectAppId: string,
    productId: number,
  ): Promise<Application | null> {
    return m.findOne(Application, {
      where: { prospectAppId, userId, productId, lenderId: IsNull() },
      order: { createdAt: 'DESC' },
    });
  }

  /** The consumer's newest application of a product, under any prospect application. */
  latestApplication(m: EntityManager, userId: number, productId: number) {
    return m.findOne(Application, { where: { userId, productId }, order: { createdAt: 'DESC' } });
  }

  insertApplication(m: EntityManager, values: Partial<Application>): Promise<Application> {
    return m.save(m.create(Application, values));
  }

  /** Makes the application the consumer's application in progress. */
  async setInflight(m: EntityManager, userId: number, appId: string): Promise<void> {
    await m.update(User, { id: userId }, { inflightCreditAppId: appId });
  }

  /** Writes identity fields (and completion flags) of the consumer. */
  async updateUser(m: EntityManager, userId: number, values: Partial<User>): Promise<void> {
    await m.update(User, { id: userId }, values as QueryDeepPartialEntity<User>);
  }

  async updateApplication(
    m: EntityManager,
    appId: string,
    values: Partial<Application>,
  ): Promise<void> {
    await m.update(Application, { id: appId }, values as QueryDeepPartialEntity<Application>);
  }

  async setLanguage(m: EntityManager, userId: number, languageId: number): Promise<void> {
    await m.update(User, { id: userId }, { languageId });
  }

  /** Keeps the offers list shown with the application (`offers_snapshot`) and when. */
  async keepOffersSnapshot(
    m: EntityManager,
    appId: string,
    snapshot: object,
    shownAt: Date,
  ): Promise<void> {
    await m.update(
      Application,
      { id: appId },
      { offersSnapshot: snapshot, offersShownAt: shownAt },
    );
  }

  /** The application's first hand-off to a lender, with its lender. */
  firstHandOff(m: EntityManager, applicationId: string): Promise<LenderTransaction | null> {
    return m.findOne(LenderTransaction, {
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

  findProduct(id: number): Promise<Product> {
    return this.manager.findOneByOrFail(Product, { id });
  }

  findProductByCode(code: string): Promise<Product | null> {
    return this.manager.findOne(Product, { where: { code } });
  }

  findActiveProduct(id: number): Promise<Product | null> {
    return this.manager.findOne(Product, { where: { id, status: 1 } });
  }
}
