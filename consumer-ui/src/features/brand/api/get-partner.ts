import type { PartnerBrand } from '@marketplace/contracts';
import { ApiError, apiData } from '@/lib/api-client';

/** GET /api/get-partner-by-name[/{name}]: a partner's brand (the default one is 'cl'). */
/** The brand answer's type is the contracts package's, which the server builds it to. */
export type Brand = PartnerBrand;

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
