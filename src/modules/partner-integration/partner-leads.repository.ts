import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Product } from '../products/product.entity';
import { PartnerLead } from './partner-lead.entity';

/** The SQL of the lead API's own records; the consumer's records are ApplicationsRepository's. */
@Injectable()
export class PartnerLeadsRepository {
  byIdempotencyKey(
    m: EntityManager,
    partnerId: number,
    idempotencyKey: string,
  ): Promise<PartnerLead | null> {
    return m.findOne(PartnerLead, {
      where: { partnerId, idempotencyKey },
      relations: { product: true },
    });
  }

  activeProduct(m: EntityManager, code: string): Promise<Product | null> {
    return m.findOne(Product, { where: { code, status: 1 } });
  }

  insert(m: EntityManager, values: Partial<PartnerLead>): Promise<PartnerLead> {
    return m.save(m.create(PartnerLead, values));
  }
}
