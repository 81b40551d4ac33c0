import { describe, expect, it } from 'vitest';
import { indiaDay, istTime, productName, rupees, statusName } from './export-formats';

describe('export formats', () => {
  it('writes instants in India time, day first, to the minute', () => {
    // 18:30 UTC on 30 September is midnight of 1 October in India.
    expect(istTime('2026-09-30T18:30:00.000Z')).toBe('01/10/2026 00:00');
    expect(istTime(new Date('2026-11-27T08:35:59Z'))).toBe('27/11/2026 14:05');
  });

  it('writes calendar days as they are, day first', () => {
    expect(indiaDay('2026-03-31')).toBe('31/03/2026');
  });

  it('writes rupees in lakh grouping to the paisa', () => {
    expect(rupees('150000')).toBe('1,50,000.00');
    expect(rupees(12_34_567.5)).toBe('12,34,567.50');
    expect(rupees(0)).toBe('0.00');
  });

  it('names products and statuses, leaving a lender’s own status as it is', () => {
    expect(productName('PL')).toBe('Personal loan');
    expect(statusName('sent_to_lender')).toBe('Sent to lender');
    expect(statusName('LOGIN_DONE')).toBe('LOGIN_DONE');
  });
});
