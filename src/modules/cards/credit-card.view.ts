import type { CreditCardView } from '@marketplace/contracts';
import type { CreditCardCategory } from './credit-card-category.entity';
import type { CreditCardRules } from './dto/credit-card.rules';

/** Fields of the view a client may send back unchanged in a PUT (ignored). */
export const CARD_READ_ONLY = ['uuid', 'created_at', 'updated_at'] as const;
export const CARD_ID_FIELDS = ['id', 'category_id'] as const;

export function toCreditCardView(card: CreditCardCategory): CreditCardView {
  return {
    id: card.id,
    category_id: card.id,
    uuid: card.uuid,
    category_name: card.categoryName,
    sort_order: card.sortOrder,
    category_img_thumb: card.categoryImgThumb,
    key_feature: card.keyFeature,
    annual_fee: card.annualFee,
    utm_link: card.utmLink,
    marketing_bullets: card.marketingBullets ?? [],
    secured: card.secured,
    status: card.status,
    created_at: card.createdAt.toISOString(),
    updated_at: card.updatedAt.toISOString(),
  } satisfies CreditCardView;
}

/** Writes checked values (CreditCardRules) onto the entity. */
export function applyCreditCardValues(card: CreditCardCategory, v: Partial<CreditCardRules>): void {
  if (v.category_name !== undefined) card.categoryName = v.category_name;
  if (v.sort_order !== undefined) card.sortOrder = v.sort_order;
  if (v.category_img_thumb !== undefined) card.categoryImgThumb = v.category_img_thumb;
  if (v.key_feature !== undefined) card.keyFeature = v.key_feature;
  if (v.annual_fee !== undefined) card.annualFee = v.annual_fee;
  if (v.utm_link !== undefined) card.utmLink = v.utm_link;
  if (v.marketing_bullets !== undefined) card.marketingBullets = v.marketing_bullets;
  if (v.secured !== undefined) card.secured = v.secured;
  if (v.status !== undefined) card.status = v.status;
}
