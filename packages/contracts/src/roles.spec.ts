import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, roleMayOpen } from './roles';

// The spec's table, copied by hand: the access-matrix test derives its expectations from
// ADMIN_PAGES, so only this comparison catches a typo in the table itself. The two product
// reports' rows are not the spec's (it does not show them): they are role 1's;
// grievances and pending-changes (maker-checker) are beyond the spec.
const SPEC_TABLE = `
dashboard 1,2
mis-upload 1
vendors-on-off 1
lenders 1
customer-eligibility 1
csr-portal 1,2,3
internal-report 1,2
customer-info-deletion 1
customers-journey 1,2
user-management 1
commission-upload-file 1
application-status-file 1,2
merchant-management 1
tracking-links 1
credit-cards 1
partners 1
messaging 1
telecalling 1,3
products-report 1
vendors-products-report 1
grievances 1
data-breaches 1
pending-changes 1`;

describe('ADMIN_PAGES', () => {
  it('is exactly the back office role table', () => {
    const spec = Object.fromEntries(
      SPEC_TABLE.trim()
        .split('\n')
        .map((line) => line.split(' '))
        .map(([page, roles]) => [page, roles.split(',').map(Number)]),
    );
    expect(ADMIN_PAGES).toEqual(spec);
  });

  it('answers whether a role may open a page', () => {
    expect(roleMayOpen(1, 'credit-cards')).toBe(true);
    expect(roleMayOpen(2, 'credit-cards')).toBe(false);
    expect(roleMayOpen(3, 'telecalling')).toBe(true);
    expect(roleMayOpen(2, 'telecalling')).toBe(false);
    expect(roleMayOpen(4, 'csr-portal')).toBe(false);
  });
});
