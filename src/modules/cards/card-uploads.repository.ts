import type { EntityManager } from 'typeorm';
import { CreditCardCategory } from './credit-card-category.entity';

/*
 * The card catalogue's writes for the credit-cards upload, on the batch's transaction `manager`
 * (plain functions, as the upload kinds are plain objects).
 */

export function cardByUuid(manager: EntityManager, uuid: string) {
  return manager.findOne(CreditCardCategory, { where: { uuid } });
}

/** A new, unsaved card placed after the catalogue's last one unless `sortOrder` is given. */
export async function newCard(
  manager: EntityManager,
  placeLast: boolean,
): Promise<CreditCardCategory> {
  const card = manager.create(CreditCardCategory, { marketingBullets: [], secured: 0, status: 0 });
  if (placeLast) {
    const [{ max }] = await manager.query(
      'SELECT COALESCE(MAX(sort_order), -1) AS max FROM credit_card_categories WHERE deleted_at IS NULL',
    );
    card.sortOrder = Number(max) + 1;
  }
  return card;
}

export function saveCard(manager: EntityManager, card: CreditCardCategory) {
  return manager.save(card);
}
