import type { DataSource } from 'typeorm';
import { LenderGroup } from '../../src/modules/lenders/lender-group.entity';
import { Lender } from '../../src/modules/lenders/lender.entity';
import { uniqueName } from './sequence';

/**
 * An unsaved, active lender that takes salaried consumers aged 21–60 earning ₹20,000+ a month
 * with a score of 650+, for ₹10,000 to ₹5,00,000 over up to 36 months, at 18–28 % a year with a
 * 2 % processing fee (₹999 at least), with its legal details complete.
 */
export function makeLender(overrides: Partial<Lender> = {}): Lender {
  const urlKey = uniqueName('lender');
  return Object.assign(new Lender(), {
    name: `Lender ${urlKey}`,
    urlKey,
    logoUrl: `/lenders/${urlKey}.svg`,
    minIncome: '20000',
    maxIncome: null,
    minAge: 21,
    maxAge: 60,
    ticketClass: '2l_to_5l',
    creditScoreClass: '650',
    salaried: 1,
    selfEmployed: 0,
    business: 0,
    priority: 0,
    lenderStatus: 1,
    soStatus: 0,
    minLoanAmount: '10000',
    loanAmountUpto: '500000',
    tenure: 36,
    interestRate: '18% To 28%',
    processingFees: 'Up to 2%',
    aprMin: '1.500',
    aprMax: '2.333',
    legalName: `${urlKey} Finance Private Limited`,
    rbiRegistration: 'N-14.03268',
    interestMin: '18.00',
    interestMax: '28.00',
    feePercent: '2.00',
    feeMin: '999.00',
    feeMax: null,
    feeFlat: null,
    otherCharges: null,
    gstPercent: '18.00',
    penalCharges: '2% a month on the overdue instalment',
    penalChargesHi: 'बकाया किस्त पर 2% प्रति माह',
    penalRate: '24.00',
    foreclosureCharges: '4% of the outstanding principal',
    foreclosureChargesHi: 'बकाया मूलधन का 4%',
    coolingOffDays: 3,
    grievanceName: 'Asha Rao',
    grievancePhone: '+91 80 4000 1234',
    grievanceEmail: `grievance@${urlKey}.in`,
    recoveryPolicyUrl: `https://${urlKey}.example/recovery`,
    autosubmission: 0,
    api: 0,
    journey: 'Web',
    redirectUrl: `https://${urlKey}.example/apply`,
    ...overrides,
  });
}

export function createLender(ds: DataSource, overrides: Partial<Lender> = {}) {
  return ds.getRepository(Lender).save(makeLender(overrides));
}

export function makeLenderGroup(overrides: Partial<LenderGroup> = {}): LenderGroup {
  return Object.assign(new LenderGroup(), { name: uniqueName('Group'), ...overrides });
}

/** Saves a group with the given members (through lender_group_lenders). */
export function createLenderGroup(
  ds: DataSource,
  overrides: Partial<LenderGroup> = {},
  lenders: Lender[] = [],
) {
  return ds.getRepository(LenderGroup).save(makeLenderGroup({ lenders, ...overrides }));
}
