import { LOAN_PRODUCT_CODES } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Product } from '../products/product.entity';

/** The loan products a partner can refer customers to, in the consumer app's order. */

/** The queries of the partner portal's product pages that are not the lenders'. */
@Injectable()
export class PartnerOfferingRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The active loan products, by their sort order. */
  products(): Promise<Product[]> {
    return this.manager
      .createQueryBuilder(Product, 'product')
      .where('product.status = 1 AND product.code IN (:...codes)', { codes: LOAN_PRODUCT_CODES })
      .orderBy('product.sortOrder')
      .addOrderBy('product.id')
      .getMany();
  }
}
