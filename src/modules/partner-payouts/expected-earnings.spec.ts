import { describe, expect, it } from 'vitest';
import {
  expectedCommission,
  expectedEarnings,
  expectedTotal,
  slabFor,
  type DisbursalSlab,
} from './expected-earnings';

const slab = (over: Partial<DisbursalSlab>): DisbursalSlab => ({
  lenderId: 1,
  disbursedMin: null,
  disbursedMax: null,
  numberMin: null,
  numberMax: null,
  atsMin: null,
  atsMax: null,
  flat: null,
  percent: null,
  ...over,
});

// CASHe's demo slabs: 2.5 % below ₹50 lakh disbursed in the month, 3 % from ₹50 lakh.
const byVolume = [
  slab({ disbursedMin: 0, disbursedMax: 5_000_000, percent: 2.5 }),
  slab({ disbursedMin: 5_000_000, percent: 3 }),
];
// Money View's: 3 % while the average ticket is below ₹1 lakh, 3.5 % from ₹1 lakh.
const byTicket = [
  slab({ atsMin: 0, atsMax: 100_000, percent: 3 }),
  slab({ atsMin: 100_000, percent: 3.5 }),
];

describe('expected earnings', () => {
  it("takes the slab the month's volume so far reaches, a bound belonging to the next slab", () => {
    expect(slabFor(byVolume, { amount: 4_500_000, count: 3 })).toBe(byVolume[0]);
    expect(slabFor(byVolume, { amount: 5_000_000, count: 4 })).toBe(byVolume[1]);
    // ₹3,00,000 over 2 disbursals is an average ticket of ₹1,50,000.
    expect(slabFor(byTicket, { amount: 300_000, count: 2 })).toBe(byTicket[1]);
    const counted = [slab({ numberMin: 0, numberMax: 10, flat: 20 }), slab({ flat: 30 })];
    expect(slabFor(counted, { amount: 1, count: 10 })).toBe(counted[1]);
  });

  it("estimates the platform's commission to the paisa", () => {
    // 2.5 % of ₹1,95,000 = ₹4,875; at ₹50 lakh for the month, 3 % = ₹5,850.
    expect(expectedCommission(195_000, byVolume, { amount: 4_500_000, count: 3 })).toBe(4875);
    expect(expectedCommission(195_000, byVolume, { amount: 5_000_000, count: 4 })).toBe(5850);
    // 3.5 % of ₹33,333.33 = ₹1,166.66655 → ₹1,166.67.
    expect(expectedCommission(33_333.33, byTicket, { amount: 300_000, count: 2 })).toBe(1166.67);
    // ₹500 flat + 1.5 % of ₹1,00,000 = ₹2,000.
    const both = [slab({ flat: 500, percent: 1.5 })];
    expect(expectedCommission(100_000, both, { amount: 100_000, count: 1 })).toBe(2000);
    // No slab reached (or none configured): nothing is expected from the lender.
    const capped = [slab({ disbursedMin: 0, disbursedMax: 1_000_000, percent: 2 })];
    expect(expectedCommission(100_000, capped, { amount: 2_000_000, count: 5 })).toBe(0);
    expect(expectedCommission(100_000, [], { amount: 100_000, count: 1 })).toBe(0);
  });

  it("applies the partner's terms to each case as a confirmed case would", () => {
    const cases = [
      { partnerId: 7, applicationId: 'a', lenderId: 1, month: '2026-11', disbursedAmount: 195_000 },
      {
        partnerId: 8,
        applicationId: 'b',
        lenderId: 2,
        month: '2026-11',
        disbursedAmount: 33_333.33,
      },
      { partnerId: 7, applicationId: 'c', lenderId: 3, month: '2026-11', disbursedAmount: 50_000 },
    ];
    const slabs: Record<number, DisbursalSlab[]> = { 1: byVolume, 2: byTicket, 3: [] };
    const volumes: Record<number, { amount: number; count: number }> = {
      1: { amount: 4_500_000, count: 3 },
      2: { amount: 300_000, count: 2 },
      3: { amount: 50_000, count: 1 },
    };
    const terms: Record<number, { revenuePercent: number; revenueFlatFee: number }> = {
      7: { revenuePercent: 40, revenueFlatFee: 100 },
      8: { revenuePercent: 12.5, revenueFlatFee: 0 },
    };
    const earnings = expectedEarnings(
      cases,
      (id) => slabs[id],
      (id) => volumes[id],
      (id) => terms[id],
    );
    // 40 % of ₹4,875 + ₹100 = ₹2,050; 12.5 % of ₹1,166.67 = ₹145.83375 → ₹145.83; no slab:
    // the flat fee alone, ₹100.
    expect(earnings).toEqual([2050, 145.83, 100]);
    expect(expectedTotal(earnings)).toBe(2295.83);
  });
});
