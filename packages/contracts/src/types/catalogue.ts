/** What consumers read of the catalogue: the products and the credit cards. */

/** A product consumers choose from at /products (GET /api/products). */
export interface ProductOption {
  id: number;
  code: string;
  name: string;
  slug: string;
}

/** A credit card as consumers see it (GET /api/credit-cards[?secured=0|1]). */
export interface ConsumerCard {
  category_id: number;
  category_name: string;
  category_img_thumb: string | null;
  key_feature: string | null;
  annual_fee: string | null;
  /** The issuer's link with the consumer's id in place of `{UNIQUE_ID}`. */
  utm_link: string | null;
  marketing_bullets: string[];
  secured: number;
}
