import type { DataSource } from 'typeorm';
import { CreditCardCategory } from '../../src/modules/cards/credit-card-category.entity';
import { uniqueName } from './sequence';

/** An unsaved, active, unsecured card; its `uuid` comes from the database on save. */
export function makeCreditCard(overrides: Partial<CreditCardCategory> = {}): CreditCardCategory {
  return Object.assign(new CreditCardCategory(), {
    categoryName: uniqueName('Card'),
    sortOrder: 0,
    categoryImgThumb: null,
    keyFeature: '5% cashback online',
    annualFee: '₹499 + GST',
    utmLink: 'https://issuer.example/apply?sub_id={UNIQUE_ID}',
    marketingBullets: ['5% cashback online', '1% fuel surcharge waiver'],
    secured: 0,
    status: 1,
    ...overrides,
  });
}

export function createCreditCard(ds: DataSource, overrides: Partial<CreditCardCategory> = {}) {
  return ds.getRepository(CreditCardCategory).save(makeCreditCard(overrides));
}
