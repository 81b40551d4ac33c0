/** A credit card as the admin API answers it (the admin app's names; `id` for react-admin). */
export interface CreditCardView {
  id: number;
  category_id: number;
  uuid: string;
  category_name: string;
  sort_order: number;
  category_img_thumb: string | null;
  key_feature: string | null;
  annual_fee: string | null;
  utm_link: string | null;
  marketing_bullets: string[];
  secured: number;
  status: number;
  created_at: string;
  updated_at: string;
}
