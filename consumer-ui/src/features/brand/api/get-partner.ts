import { ApiError, apiData } from '@/lib/api-client';

/** GET /api/get-partner-by-name[/{name}]: a partner's brand (the default one is 'cl'). */
export interface Brand {
  id: number;
  name: string;
  display_name: string;
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

/** The named brand, or the default one when the name is unknown. */
export async function getPartnerBrand(name: string | null): Promise<Brand> {
  if (name) {
    try {
      return await apiData<Brand>('GET', `/get-partner-by-name/${encodeURIComponent(name)}`);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return apiData<Brand>('GET', '/get-partner-by-name');
}
