import { Injectable } from '@nestjs/common';
import type { CreditCardView } from '@marketplace/contracts';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal } from '../../common/auth/principal';
import type { ListQuery } from '../../common/rest/list-query';
import { propertyChange, recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import type { CreditCardCategory } from './credit-card-category.entity';
import { CreditCardsRepository } from './credit-cards.repository';
import {
  applyCreditCardValues,
  CARD_ID_FIELDS,
  CARD_READ_ONLY,
  toCreditCardView,
} from './credit-card.view';
import type { CreateCreditCardDto, UpdateCreditCardDataDto } from './dto/credit-card.dto';
import type { CreditCardListFilter } from './dto/credit-card-list.filter';
import { CARD_EDITABLE, CreditCardRules } from './dto/credit-card.rules';
import { AppError } from '../../common/errors';

const ENTITY = 'credit_card_categories';

/**
 * The credit-card catalogue (the back office's credit-cards screen). Serves its calls and the
 * /api/admin/credit-cards resource alike; every write is audited in its own transaction.
 */
@Injectable()
export class CreditCardsService {
  constructor(
    private readonly cards: CreditCardsRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** Every live card by ascending sort_order (then id, so equal orders stay stable). */
  async all(): Promise<CreditCardView[]> {
    return (await this.cards.allInOrder()).map(toCreditCardView);
  }

  async list(query: ListQuery<CreditCardListFilter>): Promise<RestPage<CreditCardView>> {
    const [rows, total] = await this.cards.page(query);
    return new RestPage('credit-cards', rows.map(toCreditCardView), query.start, total);
  }

  async get(id: number): Promise<CreditCardView> {
    return toCreditCardView(await this.find(id));
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
  @Transactional()
  async remove(principal: AdminPrincipal, id: number): Promise<CreditCardView> {
    const card = await this.find(id);
    const view = toCreditCardView(card);
    await this.cards.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  @Transactional()
  private async insert(
    principal: AdminPrincipal,
    values: Partial<CreditCardRules> & { category_name: string },
  ): Promise<CreditCardView> {
    const card = this.cards.build({ marketingBullets: [], secured: 0, status: 0 });
    if (values.sort_order === undefined) card.sortOrder = await this.cards.nextSortOrder();
    applyCreditCardValues(card, values);
    const saved = await this.cards.save(card);
    const view = toCreditCardView(saved);
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: saved.id,
      newValue: view,
    });
    return view;
  }

  @Transactional()
  private async change(
    principal: AdminPrincipal,
    id: number,
    values: Partial<CreditCardRules>,
  ): Promise<CreditCardView> {
    const card = await this.find(id, true);
    const before = toCreditCardView(card);
    applyCreditCardValues(card, values);
    const after = toCreditCardView(await this.cards.save(card));
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: id },
      before,
      after,
      Object.keys(values),
    );
    return after;
  }

  private async find(id: number, lock = false): Promise<CreditCardCategory> {
    const card = await this.cards.findById(id, lock);
    if (!card) throw new AppError('CARD_NOT_FOUND');
    return card;
  }
}
