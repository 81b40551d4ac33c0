import { describe, expect, it } from 'vitest';
import { webhookConflict } from './webhook-conflicts';

const at = new Date('2026-11-20T10:00:00Z');
const hook = (status: string, disbursedAmount: string | null = null) => ({
  status,
  disbursedAmount,
  at,
});

describe('a status file against the webhook before it', () => {
  it('agrees when it restates the webhook or carries the application further', () => {
    expect(
      webhookConflict({ status: 'sanctioned', disbursedAmount: null }, hook('sanctioned')),
    ).toBeNull();
    expect(
      webhookConflict({ status: 'disbursed', disbursedAmount: '90000' }, hook('sanctioned')),
    ).toBeNull();
    expect(
      webhookConflict({ status: 'rejected', disbursedAmount: null }, hook('in_process')),
    ).toBeNull();
    expect(
      webhookConflict(
        { status: 'disbursed', disbursedAmount: '90000.00' },
        hook('disbursed', '90000'),
      ),
    ).toBeNull();
  });

  it('conflicts when it goes back, leaves an ended state, or names another amount', () => {
    expect(webhookConflict({ status: 'login', disbursedAmount: null }, hook('sanctioned'))).toBe(
      "The lender's webhook said sanctioned on 2026-11-20",
    );
    expect(
      webhookConflict({ status: 'sanctioned', disbursedAmount: null }, hook('disbursed')),
    ).toMatch(/said disbursed/);
    expect(
      webhookConflict({ status: 'approved', disbursedAmount: null }, hook('rejected')),
    ).toMatch(/said rejected/);
    expect(
      webhookConflict(
        { status: 'disbursed', disbursedAmount: '85000' },
        hook('disbursed', '90000'),
      ),
    ).toBe("The lender's webhook said disbursed on 2026-11-20 with 90000 disbursed");
  });
});
