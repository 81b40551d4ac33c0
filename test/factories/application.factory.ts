import type { DataSource } from 'typeorm';
import { Application } from '../../src/modules/applications/application.entity';
import { ProspectApplication } from '../../src/modules/applications/prospect-application.entity';
import { Product } from '../../src/modules/products/product.entity';
import { createUser } from './user.factory';

/** Saves a prospect application (a journey), creating its consumer unless `userId` is given. */
export async function createProspectApplication(
  ds: DataSource,
  overrides: Partial<ProspectApplication> = {},
) {
  const userId = overrides.userId ?? (await createUser(ds)).id;
  const prospect = Object.assign(new ProspectApplication(), {
    utmSource: 'test',
    ...overrides,
    userId,
  });
  return ds.getRepository(ProspectApplication).save(prospect);
}

/**
 * Saves an application for a product by code (default PL) with a salaried applicant's answers
 * (₹45,000 a month, score class 700, ₹2,00,000 over 24 months), creating the prospect
 * application and consumer unless `prospectAppId` and `userId` are given.
 */
export async function createApplication(
  ds: DataSource,
  overrides: Partial<Application> = {},
  productCode = 'PL',
) {
  const prospect = overrides.prospectAppId
    ? await ds.getRepository(ProspectApplication).findOneByOrFail({ id: overrides.prospectAppId })
    : await createProspectApplication(ds, { userId: overrides.userId });
  const product = await ds.getRepository(Product).findOneByOrFail({ code: productCode });
  const application = Object.assign(new Application(), {
    desiredAmount: '200000',
    tenureMonths: 24,
    employmentStatusCode: 'salaried',
    employerName: 'Infosys Ltd',
    officepincode: '560100',
    monthlyIncome: '45000',
    salaryMode: 'bank_transfer',
    creditScoreClass: '700',
    status: 'created',
    ...overrides,
    prospectAppId: prospect.id,
    userId: overrides.userId ?? prospect.userId!,
    productId: overrides.productId ?? product.id,
  });
  return ds.getRepository(Application).save(application);
}
