import type {
  CreatedPartnerApiKey,
  FaqView,
  PartnerApiKeyView,
  PartnerBannerView,
  PartnerLender,
  ProductOffering,
} from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';

/** GET /api/partner/product-offering: the loan products with their active lenders' figures. */
export const getProductOffering = (auth: CallAuth) =>
  api<{ data: ProductOffering[] }>('GET', '/partner/product-offering', undefined, { auth });

/** GET /api/partner/product-offering/{id}: one product and its lenders. */
export const getProduct = (auth: CallAuth, id: string) =>
  api<{ data: ProductOffering & { lenders_list: PartnerLender[] } }>(
    'GET',
    `/partner/product-offering/${encodeURIComponent(id)}`,
    undefined,
    { auth },
  );

/** GET /api/partner/lenders: every active lender's criteria. */
export const getLenders = (auth: CallAuth) =>
  api<{ data: PartnerLender[] }>('GET', '/partner/lenders', undefined, { auth });

/** GET /api/partner/faqs?audience=&q=: the published questions, searched in both languages. */
export const getFaqs = (auth: CallAuth, audience: FaqView['audience'], q: string) =>
  api<{ data: FaqView[] }>(
    'GET',
    `/partner/faqs?${new URLSearchParams({ audience, ...(q ? { q } : {}) })}`,
    undefined,
    { auth },
  );

/** GET /api/partner/banners: the banners for every partner and for this one. */
export const getBanners = (auth: CallAuth) =>
  api<{ data: PartnerBannerView[] }>('GET', '/partner/banners', undefined, { auth });

/** GET /api/partner/api-keys: the partner's lead API keys, newest first (never the keys). */
export const getApiKeys = (auth: CallAuth) =>
  api<{ data: PartnerApiKeyView[]; requests_per_minute: number }>(
    'GET',
    '/partner/api-keys',
    undefined,
    { auth },
  );

/** POST /api/partner/api-keys: a new key, in the only answer that carries it. */
export const createApiKey = (auth: CallAuth, name: string) =>
  api<{ data: CreatedPartnerApiKey }>('POST', '/partner/api-keys', { name }, { auth });

/** POST /api/partner/api-keys/{id}/revoke */
export const revokeApiKey = (auth: CallAuth, id: number) =>
  api<{ data: PartnerApiKeyView }>('POST', `/partner/api-keys/${id}/revoke`, undefined, { auth });
