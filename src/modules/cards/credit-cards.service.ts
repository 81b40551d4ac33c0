import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { changedKeys, propertyChange, recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import { CreditCardCategory } from './credit-card-category.entity';
import {
  applyCreditCardValues,
  CARD_ID_FIELDS,
  CARD_READ_ONLY,
  toCreditCardView,
  type CreditCardView,
} from './credit-card.view';
import type { CreateCreditCardDto, UpdateCreditCardDataDto } from './dto/credit-card.dto';
import type { CreditCardListFilter } from './dto/credit-card-list.filter';
import { CARD_EDITABLE, CreditCardRules } from './dto/credit-card.rules';
import { AppError } from '../../common/errors';

const ENTITY = 'credit_card_categories';

/**
 * The credit-card catalogue (admin spec §2 credit-cards screen). Serves the spec's calls and the
 * /api/admin/credit-cards resource alike; every write is audited in its own transaction.
 */
@Injectable()
export class CreditCardsService {
  constructor(
    @InjectRepository(CreditCardCategory) private readonly cards: Repository<CreditCardCategory>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Every live card by ascending sort_order (then id, so equal orders stay stable). */
  async all(): Promise<CreditCardView[]> {
    const cards = await this.cards.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return cards.map(toCreditCardView);
  }

  async list(query: ListQuery<CreditCardListFilter>): Promise<RestPage<CreditCardView>> {
    const { filter } = query;
    const qb = this.cards.createQueryBuilder('card');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'card.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(`card.categoryName ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    if (filter.status !== undefined)
      qb.andWhere('card.status = :status', { status: filter.status });
    if (filter.secured !== undefined)
      qb.andWhere('card.secured = :secured', { secured: filter.secured });
    const [rows, total] = await pageOf(qb, query, 'card.id');
    return new RestPage('credit-cards', rows.map(toCreditCardView), query.start, total);
  }

  async get(id: number): Promise<CreditCardView> {
    return toCreditCardView(await this.find(this.cards.manager, id));
  }

  /** create-credit-card: a card from just a name, off (status 0), placed last. */
  create(principal: AdminPrincipal, dto: CreateCreditCardDto): Promise<CreditCardView> {
    return this.insert(principal, { category_name: dto.category_name });
  }

  /** POST /api/admin/credit-cards: a name plus any editable fields. */
  createRecord(principal: AdminPrincipal, body: unknown): Promise<CreditCardView> {
    const values = recordChanges(CreditCardRules, CARD_EDITABLE, body, { readOnly: [] });
    const { category_name } = values;
    if (category_name === undefined) throw new AppError('CARD_NAME_REQUIRED');
    return this.insert(principal, { ...values, category_name });
  }

  /** update-credit-card-data: one allow-listed property. */
  updateProperty(principal: AdminPrincipal, dto: UpdateCreditCardDataDto): Promise<CreditCardView> {
    const values = propertyChange(CreditCardRules, CARD_EDITABLE, dto.property, dto.value);
    return this.change(principal, dto.category_id, values);
  }

  /** PUT /api/admin/credit-cards/:id */
  update(principal: AdminPrincipal, id: number, body: unknown): Promise<CreditCardView> {
    const values = recordChanges(CreditCardRules, CARD_EDITABLE, body, {
      readOnly: CARD_READ_ONLY,
      id,
      idFields: CARD_ID_FIELDS,
    });
    return this.change(principal, id, values);
  }

  /** safe-delete-credit-card and DELETE: a soft delete; a deleted card is not found again. */
  remove(principal: AdminPrincipal, id: number): Promise<CreditCardView> {
    return this.dataSource.transaction(async (em) => {
      const card = await this.find(em, id);
      const view = toCreditCardView(card);
      await em.softDelete(CreditCardCategory, { id });
      await this.audit.record(
        principal,
        { action: 'delete', entity: ENTITY, entityId: id, oldValue: view },
        em,
      );
      return view;
    });
  }

  private insert(
    principal: AdminPrincipal,
    values: Partial<CreditCardRules> & { category_name: string },
  ): Promise<CreditCardView> {
    return this.dataSource.transaction(async (em) => {
      const card = em.create(CreditCardCategory, { marketingBullets: [], secured: 0, status: 0 });
      if (values.sort_order === undefined) {
        const last = await em
          .createQueryBuilder(CreditCardCategory, 'card')
          .select('COALESCE(MAX(card.sortOrder), -1)', 'max')
          .getRawOne<{ max: number }>();
        card.sortOrder = Number(last?.max ?? -1) + 1;
      }
      applyCreditCardValues(card, values);
      const saved = await em.save(card);
      const view = toCreditCardView(saved);
      await this.audit.record(
        principal,
        { action: 'create', entity: ENTITY, entityId: saved.id, newValue: view },
        em,
      );
      return view;
    });
  }

  private change(
    principal: AdminPrincipal,
    id: number,
    values: Partial<CreditCardRules>,
  ): Promise<CreditCardView> {
    return this.dataSource.transaction(async (em) => {
      const card = await this.find(em, id, true);
      const before = toCreditCardView(card);
      applyCreditCardValues(card, values);
      const after = toCreditCardView(await em.save(card));
      for (const property of changedKeys(before, after, Object.keys(values))) {
        await this.audit.record(
          principal,
          {
            action: 'update',
            entity: ENTITY,
            entityId: id,
            property,
            oldValue: before[property as keyof CreditCardView],
            newValue: after[property as keyof CreditCardView],
          },
          em,
        );
      }
      return after;
    });
  }

  private async find(em: EntityManager, id: number, lock = false): Promise<CreditCardCategory> {
    const card = await em.findOne(CreditCardCategory, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!card) throw new AppError('CARD_NOT_FOUND');
    return card;
  }
}
