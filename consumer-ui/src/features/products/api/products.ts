import type { ProductChoice, ProductOption } from '@marketplace/contracts';
import { apiData } from '@/lib/api-client';

/** A product as the API answers it (the contracts package's type). */
export type Product = ProductOption;

/** GET /api/products */
export const getProducts = () => apiData<Product[]>('GET', '/products');

/** POST /api/user/{prospectAppId}/product: the product chosen; opens its application. */
export const chooseProduct = (prospectAppId: string, productId: number) =>
  apiData<ProductChoice>('POST', `/user/${prospectAppId}/product`, { productId });
