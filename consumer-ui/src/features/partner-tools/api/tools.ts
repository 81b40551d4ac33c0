import type {
  FaqView,
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
