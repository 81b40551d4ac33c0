import type { InsuranceAnswers, InsurancePlan } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { rank, reasonsNotMatched, type InsurerCandidate } from './matching';

const plan = (over: Partial<InsurancePlan> = {}): InsurancePlan => ({
  type: 'health',
  name: 'Family Health',
  nameHi: 'परिवार स्वास्थ्य',
  minAge: 18,
  maxAge: 65,
  coverMin: 300_000,
  coverMax: 2_500_000,
  premiumFrom: 9_000,
  waitingPeriodMonths: 24,
  minAnnualIncome: null,
  maxVehicleAgeYears: null,
  features: 'Cashless',
  featuresHi: 'कैशलेस',
  redirectUrl: 'https://insurer.example/buy?ref={TRANSACTION_ID}',
  ...over,
});

const insurer = (
  id: number,
  name: string,
  over: Partial<InsurancePlan> = {},
): InsurerCandidate => ({
  id,
  name,
  legalName: `${name} Insurance Ltd`,
  irdaiRegistration: `DEMO-IRDAI-${id}`,
  claimSettlementRatio: null,
  plan: plan(over),
});

const answers: InsuranceAnswers = { type: 'health', age: 35, cover: 500_000 };

describe('insurance matching', () => {
  it('gives every reason a plan does not accept the answers', () => {
    expect(reasonsNotMatched(plan(), answers)).toEqual([]);
    expect(reasonsNotMatched(plan({ maxAge: 30 }), answers)).toEqual(['age']);
    expect(reasonsNotMatched(plan({ coverMin: 1_000_000 }), answers)).toEqual(['cover_below']);
    expect(reasonsNotMatched(plan({ coverMax: 400_000, minAge: 40 }), answers)).toEqual([
      'age',
      'cover_above',
    ]);
    // The limits hold at their edges.
    expect(reasonsNotMatched(plan({ minAge: 35, maxAge: 35, coverMax: 500_000 }), answers)).toEqual(
      [],
    );
  });

  it('needs the income a term plan asks and a vehicle young enough for a motor plan', () => {
    const term = plan({ type: 'term_life', minAnnualIncome: 500_000 });
    const termAnswers = { ...answers, type: 'term_life' as const };
    expect(reasonsNotMatched(term, { ...termAnswers, annualIncome: 499_999 })).toEqual(['income']);
    expect(reasonsNotMatched(term, { ...termAnswers, annualIncome: 500_000 })).toEqual([]);
    const motor = plan({ type: 'motor', maxVehicleAgeYears: 10 });
    const motorAnswers = { ...answers, type: 'motor' as const };
    expect(reasonsNotMatched(motor, { ...motorAnswers, vehicleAgeYears: 11 })).toEqual([
      'vehicle_age',
    ]);
    expect(reasonsNotMatched(motor, { ...motorAnswers, vehicleAgeYears: 10 })).toEqual([]);
  });

  it('orders the matched by premium then name, no premium last, then the rest by name', () => {
    const list = rank(
      [
        insurer(1, 'Zeta', { premiumFrom: 8_000 }),
        insurer(2, 'Alpha', { premiumFrom: null }),
        insurer(3, 'Beta', { premiumFrom: 8_000 }),
        insurer(4, 'Aardvark', { maxAge: 30 }),
        insurer(5, 'Gamma', { premiumFrom: 12_000 }),
      ],
      answers,
    );
    expect(list.map((q) => [q.name, q.matched, q.reasons])).toEqual([
      ['Beta', true, []],
      ['Zeta', true, []],
      ['Gamma', true, []],
      ['Alpha', true, []],
      ['Aardvark', false, ['age']],
    ]);
    // The insurer's address is given by the hand-off only.
    expect(list[0].plan).not.toHaveProperty('redirectUrl');
  });
});
