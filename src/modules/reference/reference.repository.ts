import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Product } from '../products/product.entity';
import { Language } from './language.entity';
import { SmartListOption } from './smart-list-option.entity';

/** The queries of the reference data: languages, products, smart-list options. */
@Injectable()
export class ReferenceRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** A country's languages by ISO key or phone code, in display order. */
  languagesOf(country: { countryKey: string } | { phoneCode: string }): Promise<Language[]> {
    return this.manager.find(Language, {
      where: country,
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  /** A language by id or by (lower-case) code. */
  language(by: { id: number } | { code: string }): Promise<Language | null> {
    return this.manager.findOne(Language, { where: by });
  }

  /** The products consumers choose from, in display order. */
  activeProducts(): Promise<Product[]> {
    return this.manager.find(Product, {
      where: { status: 1 },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  /** Every active smart-list option, by list and display order. */
  activeSmartListOptions(): Promise<SmartListOption[]> {
    return this.manager.find(SmartListOption, {
      where: { active: 1 },
      order: { listKey: 'ASC', sortOrder: 'ASC', id: 'ASC' },
    });
  }
}
