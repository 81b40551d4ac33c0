/**
 * A partner's brand as the consumer login page and the partner portal paint it (GET
 * /api/get-partner-by-name/{name}). Public, so it carries no revenue terms.
 */
export interface PartnerBrand {
  id: number;
  name: string;
  display_name: string | null;
  logo: string | null;
  co_brand_logo: string | null;
  font_link: string | null;
  font_family: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  show_terms: number;
  title: string | null;
  is_default: number;
}
