import type { TxSource } from '../../database/transactional';
import { CreditCardCategory } from './credit-card-category.entity';

/*
 * The card catalogue's writes for the credit-cards upload, in the ambient transaction of `db`
 * (the batch's; plain functions, as the upload kinds are plain objects).
 */

export function cardByUuid(db: TxSource, uuid: string) {
  return db.tx.findOne(CreditCardCategory, { where: { uuid } });
}

/** A new, unsaved card placed after the catalogue's last one unless `sortOrder` is given. */
export async function newCard(db: TxSource, placeLast: boolean): Promise<CreditCardCategory> {
  const card = db.tx.create(CreditCardCategory, { marketingBullets: [], secured: 0, status: 0 });
  if (placeLast) {
    const [{ max }] = await db.tx.query(
      'SELECT COALESCE(MAX(sort_order), -1) AS max FROM credit_card_categories WHERE deleted_at IS NULL',
    );
    card.sortOrder = Number(max) + 1;
  }
  return card;
}

export function saveCard(db: TxSource, card: CreditCardCategory) {
  return db.tx.save(card);
}
