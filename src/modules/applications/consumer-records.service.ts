import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { AppError } from '../../common/errors';
import { PartnersRepository } from '../partners/partners.repository';
import type { Product } from '../products/product.entity';
import type { User } from '../users/user.entity';
import type { Application } from './application.entity';
import { ApplicationsRepository } from './applications.repository';
import { ConsumerCacheService } from '../../database/consumer-cache';
import { Transactional, type TxHost } from '../../database/transactional';
import { UsersRepository } from '../users/users.repository';
import { answersOf } from './application-answers';
import { JourneyEventsRepository } from './journey-events.repository';

/**
 * A consumer's own records, looked up by id. Every lookup is scoped to the signed-in consumer:
 * another consumer's id answers 404, exactly like an id that does not exist, so ids cannot be
 * probed.
 */
@Injectable()
export class ConsumerRecordsService {
  constructor(
    private readonly records: ApplicationsRepository,
    private readonly partners: PartnersRepository,
    private readonly events: JourneyEventsRepository,
    private readonly users: UsersRepository,
    private readonly cache: ConsumerCacheService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async user(userId: number): Promise<User> {
    const user = await this.records.findUser(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  /** The prospect application and its consumer, if the consumer owns it. */
  async prospect(userId: number, prospectAppId: string) {
    const prospect = await this.records.findProspect(userId, prospectAppId);
    if (!prospect?.user) throw new AppError('APPLICATION_NOT_FOUND');
    return { prospect, user: prospect.user };
  }

  /**
   * The consumer, if they own the prospect application: a busy call, so one query, remembered
   * until the consumer's rows change (ConsumerCacheService). Read-only: the entity is shared.
   */
  async ownerOf(userId: number, prospectAppId: string): Promise<User> {
    const user = await this.cache.read(userId, `owner:${prospectAppId}`, () =>
      this.records.findOwner(userId, prospectAppId),
    );
    if (!user) throw new AppError('APPLICATION_NOT_FOUND');
    return user;
  }

  /** The application a call names (`appId`), or else the consumer's application in progress. */
  async chosenApplicationId(userId: number, appId?: string): Promise<string> {
    const id = appId ?? (await this.user(userId)).inflightCreditAppId;
    if (!id) throw new AppError('APPLICATION_NOT_FOUND');
    return id;
  }

  /**
   * An application of the consumer, with its product; with `lock`, locked for update in the
   * caller's transaction.
   */
  async application(userId: number, appId: string, lock = false): Promise<Application> {
    const app = await this.records.findApplication(userId, appId, lock);
    if (!app) throw new AppError('APPLICATION_NOT_FOUND');
    app.product = await this.product(app.productId);
    return app;
  }

  /** The consumer and their application in progress, in one query. */
  async userWithInflight(userId: number): Promise<{ user: User; inflight: Application | null }> {
    const user = await this.records.findUserWithInflight(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const inflight = user.inflightCreditApp ?? null;
    if (inflight) inflight.product = await this.product(inflight.productId);
    return { user, inflight };
  }

  /** The consumer's newest application of a product, if any. */
  async latestOf(userId: number, code: string): Promise<Application | null> {
    const product = await this.productByCode(code);
    if (!product) return null;
    const app = await this.records.latestApplication(userId, product.id);
    if (app) app.product = product;
    return app;
  }

  /** The consumer's application in progress (`inflight_credit_app_id`), if any. */
  async inflight(user: User): Promise<Application | null> {
    if (!user.inflightCreditAppId) return null;
    return this.application(user.id, user.inflightCreditAppId).catch(() => null);
  }

  /**
   * The newest application of a loan product under a prospect application that has not been
   * handed to a lender yet (one that has is frozen: its status comes from the lender's files),
   * creating one, and makes it the consumer's application in progress. Joins the caller's
   * transaction.
   */
  @Transactional()
  async openApplication(user: User, prospectAppId: string, product: Product): Promise<Application> {
    const existing = await this.records.findOpenApplication(user.id, prospectAppId, product.id);
    // A new application of a product starts from the product's last answers (after a hand-off,
    // or on a new journey), never from another product's.
    const app =
      existing ??
      (await this.records.insertApplication({
        ...answersOf(await this.records.latestApplication(user.id, product.id)),
        prospectAppId,
        userId: user.id,
        productId: product.id,
        status: 'created',
      }));
    if (user.inflightCreditAppId !== app.id) {
      await this.users.setInflight(user.id, app.id);
      user.inflightCreditAppId = app.id;
    }
    app.product = product;
    return app;
  }

  private productCache = new Map<number, Product>();

  /** Products are reference data (changed by migrations only): read once per process. */
  async product(id: number): Promise<Product> {
    let product = this.productCache.get(id);
    if (!product) {
      product = await this.records.findProduct(id);
      this.productCache.set(id, product);
    }
    return product;
  }

  async productByCode(code: string): Promise<Product | null> {
    return this.records.findProductByCode(code);
  }

  async activeProduct(id: number): Promise<Product | null> {
    return this.records.findActiveProduct(id);
  }

  async partnerName(partnerId: number | null): Promise<string | null> {
    if (!partnerId) return null;
    const partner = await this.partners.findById(partnerId);
    return partner?.name ?? null;
  }

  /** The consumer's language, and its journey event, in one transaction. */
  @Transactional()
  async setLanguage(userId: number, language: { id: number; code: string }): Promise<void> {
    await this.users.setLanguage(userId, language.id);
    await this.events.record('language_changed', { userId, data: { language: language.code } });
  }
}
