import { describe, expect, it } from 'vitest';
import { emi, loanFigures, monthlyIrr, offerFigures, processingFee, type Pricing } from './pricing';

const pricing = (p: Partial<Pricing> = {}): Pricing => ({
  rateMin: null,
  rateMax: null,
  feePercent: null,
  feeMin: null,
  feeMax: null,
  feeFlat: null,
  otherCharges: null,
  gstPercent: 18,
  ...p,
});

/*
 * The expected APRs were worked apart from this code: the internal rate of return of
 * [-net disbursed, EMI × n] as the roots of its polynomial (numpy-financial's `irr` method,
 * numpy 2.4), × 12, to 4 decimals:
 *   ₹1,00,000  12 %    12 m, no fees                    EMI  8,885  APR 12.0026
 *   ₹3,00,000  10.99 % 60 m, no fees                    EMI  6,521  APR 10.9885
 *   ₹1,00,000  36 %    12 m, no fees                    EMI 10,046  APR 35.9958
 *   ₹1,00,000  12 %    24 m, flat ₹2,000 + GST ₹360     EMI  4,707  net 97,640     APR 14.4119
 *   ₹5,00,000  14 %    36 m, 2 % capped at ₹5,000 + GST ₹900 + ₹500 stamp duty
 *                                                      EMI 17,089  net 4,93,600   APR 14.9098
 *   ₹20,000    24 %     6 m, 2 % with a ₹999 floor + GST ₹179.82
 *                                                      EMI  3,571  net 18,821.18  APR 46.0095
 */
describe('pricing', () => {
  it('EMI on a reducing balance, to the rupee', () => {
    expect(emi(100000, 12, 12)).toBe(8885);
    expect(emi(100000, 12, 24)).toBe(4707);
    expect(emi(500000, 14, 36)).toBe(17089);
    expect(emi(12000, 0, 12)).toBe(1000);
  });

  it('without fees the APR is the nominal rate', () => {
    for (const [amount, rate, months, instalment, apr] of [
      [100000, 12, 12, 8885, 12],
      [300000, 10.99, 60, 6521, 10.99],
      [100000, 36, 12, 10046, 36],
    ]) {
      const f = loanFigures(amount, months, rate, pricing());
      expect(f.emi).toBe(instalment);
      expect(f.fees).toBe(0);
      expect(f.netDisbursed).toBe(amount);
      expect(f.apr).toBe(apr);
    }
  });

  it('a flat fee with GST raises the APR above the nominal rate', () => {
    const f = loanFigures(100000, 24, 12, pricing({ feeFlat: 2000, feePercent: 3 }));
    expect(f).toEqual({
      annualRatePercent: 12,
      emi: 4707,
      processingFee: 2000,
      gst: 360,
      otherCharges: 0,
      fees: 2360,
      netDisbursed: 97640,
      totalInterest: 12968,
      totalPayable: 115328,
      apr: 14.41,
    });
  });

  it('a percent fee is held to its cap, and other charges are added', () => {
    const p = pricing({ feePercent: 2, feeMax: 5000, otherCharges: 500 });
    expect(processingFee(500000, p)).toBe(5000);
    const f = loanFigures(500000, 36, 14, p);
    expect(f.fees).toBe(6400);
    expect(f.netDisbursed).toBe(493600);
    expect(f.totalPayable).toBe(621604);
    expect(f.apr).toBe(14.91);
  });

  it('a percent fee is raised to its floor', () => {
    const p = pricing({ feePercent: 2, feeMin: 999 });
    expect(processingFee(20000, p)).toBe(999);
    expect(processingFee(100000, p)).toBe(2000);
    const f = loanFigures(20000, 6, 24, p);
    expect(f.gst).toBe(179.82);
    expect(f.netDisbursed).toBe(18821.18);
    expect(f.apr).toBe(46.01);
  });

  it('the monthly IRR matches the worked figure to 4 decimals a year', () => {
    expect(monthlyIrr(97640, 4707, 24) * 1200).toBeCloseTo(14.4119, 4);
    expect(monthlyIrr(493600, 17089, 36) * 1200).toBeCloseTo(14.9098, 4);
  });

  it('figures at both ends of the rate range, none without a rate or an amount', () => {
    const p = pricing({ rateMin: 12, rateMax: 36 });
    const both = offerFigures(100000, 12, p)!;
    expect(both.min.emi).toBe(8885);
    expect(both.max.emi).toBe(10046);
    expect(offerFigures(null, 12, p)).toBeNull();
    expect(offerFigures(100000, 12, pricing({ rateMin: 12 }))).toBeNull();
  });
});
