import type { DataSource } from 'typeorm';
import { Merchant } from '../../src/modules/merchants/merchant.entity';
import { PartnerUser } from '../../src/modules/partners/partner-user.entity';
import { Partner } from '../../src/modules/partners/partner.entity';
import { TEST_PASSWORD_HASH } from './password';
import { uniqueName } from './sequence';

/** An unsaved, active, non-default partner with brand fields filled. */
export function makePartner(overrides: Partial<Partner> = {}): Partner {
  const name = uniqueName('partner');
  return Object.assign(new Partner(), {
    name,
    displayName: `Partner ${name}`,
    utmId: name.toUpperCase(),
    revenuePercent: '1.000',
    revenueFlatFee: '100.00',
    logoUrl: `/brand/${name}/logo.svg`,
    fontLink: 'https://fonts.googleapis.com/css2?family=Inter&display=swap',
    fontFamily: "'Inter', sans-serif",
    primaryColor: '#123456',
    secondaryColor: '#654321',
    showTerms: 0,
    isDefault: 0,
    status: 1,
    ...overrides,
  });
}

export function createPartner(ds: DataSource, overrides: Partial<Partner> = {}) {
  return ds.getRepository(Partner).save(makePartner(overrides));
}

/** Saves a merchant, creating its partner unless `partnerId` is given. */
export async function createMerchant(ds: DataSource, overrides: Partial<Merchant> = {}) {
  const partnerId = overrides.partnerId ?? (await createPartner(ds)).id;
  const merchant = Object.assign(new Merchant(), {
    name: uniqueName('Merchant'),
    code: uniqueName('M'),
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    status: 1,
    ...overrides,
    partnerId,
  });
  return ds.getRepository(Merchant).save(merchant);
}

/** Saves a partner-portal login (password TEST_PASSWORD), creating its partner unless given. */
export async function createPartnerUser(ds: DataSource, overrides: Partial<PartnerUser> = {}) {
  const partnerId = overrides.partnerId ?? (await createPartner(ds)).id;
  const user = Object.assign(new PartnerUser(), {
    email: `${uniqueName('partner-user')}@test.in`,
    passwordHash: TEST_PASSWORD_HASH,
    name: 'Test Partner User',
    status: 1,
    merchantId: null,
    ...overrides,
    partnerId,
  });
  return ds.getRepository(PartnerUser).save(user);
}
