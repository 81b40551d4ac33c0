import { describe, expect, it } from 'vitest';
import { lenderValueFailure } from './validateLender';

const record = { min_age: 21, max_age: 60, min_income: 20000, max_income: null, apr_min: 1.5 };

describe('lenderValueFailure', () => {
  it('refuses a negative number or a typo instead of dropping the sign', () => {
    expect(lenderValueFailure('max_age', -5, record)).toEqual({ code: 'POSITIVE_NUMBER' });
    expect(lenderValueFailure('min_income', Number('5k'), record)).toEqual({
      code: 'POSITIVE_NUMBER',
    });
  });

  it('refuses a max below its min, from either side, and takes an equal pair', () => {
    const pair = { code: 'LENDER_MAX_BELOW_MIN', min: 'min_age', max: 'max_age' };
    expect(lenderValueFailure('max_age', 20, record)).toEqual(pair);
    expect(lenderValueFailure('min_age', 61, record)).toEqual(pair);
    expect(lenderValueFailure('max_age', 21, record)).toBeNull();
    expect(lenderValueFailure('apr_max', 1.499, record)).toMatchObject({ min: 'apr_min' });
  });

  it('lets an empty value or an open side through', () => {
    expect(lenderValueFailure('max_age', null, record)).toBeNull();
    expect(lenderValueFailure('min_income', 90000, record)).toBeNull();
    expect(lenderValueFailure('priority', 3, record)).toBeNull();
  });
});
