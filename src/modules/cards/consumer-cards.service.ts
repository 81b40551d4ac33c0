import type { ConsumerCard } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { CreditCardsRepository } from './credit-cards.repository';

/**
 * Credit cards as consumers see them (/credit-cards, /cards-secured, /cards-unsecured): active
 * cards in the admin's order, each issuer link carrying the consumer's id in place of
 * `{UNIQUE_ID}` so the issuer's reports can be matched to the consumer.
 */
@Injectable()
export class ConsumerCardsService {
  constructor(private readonly cards: CreditCardsRepository) {}

  async forConsumer(userId: number, secured?: number): Promise<ConsumerCard[]> {
    return (await this.cards.activeInOrder(secured)).map((c) => ({
      category_id: c.id,
      category_name: c.categoryName,
      category_img_thumb: c.categoryImgThumb,
      key_feature: c.keyFeature,
      annual_fee: c.annualFee,
      utm_link: c.utmLink?.replaceAll('{UNIQUE_ID}', encodeURIComponent(String(userId))) ?? null,
      marketing_bullets: c.marketingBullets ?? [],
      secured: c.secured,
    }));
  }
}
