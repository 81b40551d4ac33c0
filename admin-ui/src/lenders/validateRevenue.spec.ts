import { describe, expect, it } from 'vitest';
import {
  canSubmitRevenue,
  emptyRevenue,
  nonNegativeInput,
  toRevenuePayload,
  validateRevenue,
  type RevenueFormValues,
} from './validateRevenue';

const form = (values: Partial<RevenueFormValues>): RevenueFormValues => ({
  ...emptyRevenue(),
  ...values,
});

/** The admin UI's revenue form rules, as the Add/Edit Revenue dialog uses them. */
describe('admin UI revenue form rules', () => {
  it('requires a type, a non-negative flat amount, a percent 0–100 and every max above its min', () => {
    expect(validateRevenue(form({}))).toEqual({
      revenue_type_id: 'app.revenue.errors.type_required',
    });
    expect(
      validateRevenue(
        form({
          revenue_type_id: '1',
          revenue_flat: '-1',
          revenue_percent: '100.5',
          slab_disbursed_min: '10',
          slab_disbursed_max: '10',
          slab_number_min: '5',
          slab_number_max: '2',
          ats_min: '1',
          ats_max: '2',
        }),
      ),
    ).toEqual({
      revenue_flat: 'app.revenue.errors.positive',
      revenue_percent: 'app.revenue.errors.percent_range',
      slab_disbursed_max: 'app.revenue.errors.max_over_min',
      slab_number_max: 'app.revenue.errors.max_over_min',
    });
  });

  it('keeps submit disabled until a type and a flat amount or percent above 0 are there', () => {
    const check = (values: Partial<RevenueFormValues>) => {
      const all = form(values);
      return canSubmitRevenue(all, validateRevenue(all));
    };
    expect(check({ revenue_flat: '100' })).toBe(false);
    expect(check({ revenue_type_id: '2', revenue_flat: '0', revenue_percent: '0' })).toBe(false);
    expect(check({ revenue_type_id: '2', revenue_percent: '0.001' })).toBe(true);
    expect(check({ revenue_type_id: '2', revenue_flat: '250' })).toBe(true);
    expect(check({ revenue_type_id: '2', revenue_flat: '250', ats_min: '5', ats_max: '1' })).toBe(
      false,
    );
  });

  it('sends empty numbers as null and refuses negative input as it is typed', () => {
    expect(toRevenuePayload(form({ revenue_type_id: '3', revenue_percent: '2.5' }), 7)).toEqual({
      lender_id: 7,
      revenue_type_id: 3,
      status: 1,
      slab_disbursed_min: null,
      slab_disbursed_max: null,
      slab_number_min: null,
      slab_number_max: null,
      ats_min: null,
      ats_max: null,
      revenue_flat: null,
      revenue_percent: 2.5,
    });
    expect(nonNegativeInput('-12.5.3', true)).toBe('12.53');
    expect(nonNegativeInput('-12.5', false)).toBe('125');
  });
});
