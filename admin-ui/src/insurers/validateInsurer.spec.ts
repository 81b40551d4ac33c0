import { describe, expect, it } from 'vitest';
import { validateInsurer, type PlanValues } from './validateInsurer';

const plan = (over: Partial<PlanValues> = {}): PlanValues => ({
  type: 'health',
  name: 'Care',
  nameHi: 'केयर',
  minAge: 18,
  maxAge: 65,
  coverMin: 300_000,
  coverMax: 2_500_000,
  premiumFrom: null,
  waitingPeriodMonths: null,
  minAnnualIncome: null,
  maxVehicleAgeYears: null,
  features: 'Cashless',
  featuresHi: 'कैशलेस',
  redirectUrl: 'https://insurer.example/buy',
  ...over,
});

const insurer = { name: 'A', legalName: 'A Ltd', irdaiRegistration: 'DEMO-1', status: 1 };

/** The admin UI's insurer form rules, as create and edit use them. */
describe('admin UI insurer form rules', () => {
  it('accepts a complete insurer with optional figures left empty', () => {
    expect(validateInsurer({ ...insurer, plans: [plan()] })).toEqual({});
  });

  it('requires the names and registration and keeps the ratio a percentage', () => {
    expect(validateInsurer({ claimSettlementRatio: 101, plans: [] })).toEqual({
      name: 'ra.validation.required',
      legalName: 'ra.validation.required',
      irdaiRegistration: 'ra.validation.required',
      claimSettlementRatio: 'app.insurers.errors.ratio',
    });
  });

  it('checks each min against its max, negative figures and one plan per type', () => {
    const errors = validateInsurer({
      ...insurer,
      plans: [
        plan({ minAge: 40, maxAge: 30, coverMin: -5 }),
        plan({ coverMin: 500_000, coverMax: 400_000, redirectUrl: 'insurer.example' }),
      ],
    });
    expect(errors.plans).toEqual([
      {
        maxAge: 'app.insurers.errors.age_range',
        coverMin: { message: 'app.insurers.errors.whole', args: { min: 1000, max: 1_000_000_000 } },
      },
      {
        type: 'app.insurers.errors.repeated',
        coverMax: 'app.insurers.errors.cover_range',
        redirectUrl: 'app.insurers.errors.url',
      },
    ]);
  });
});
