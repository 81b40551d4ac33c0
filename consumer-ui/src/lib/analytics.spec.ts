import { describe, expect, it } from 'vitest';
import { safePath } from './analytics';

describe('safePath', () => {
  it('keeps the pages’ own paths', () => {
    for (const path of [
      '/',
      '/login',
      '/user/offers',
      '/user/lenders-transaction/cashe',
      '/diwali-offer',
    ])
      expect(safePath(path)).toBe(path);
  });

  it('takes out prospect ids, numbers and e-mail addresses', () => {
    expect(safePath('/transfer/8F14E45F-CEEA-467F-A0E6-5E1B2B0D8A11')).toBe('/transfer/:id');
    expect(safePath('/9876543210')).toBe('/:id');
    expect(safePath('/partner/customers/12345/edit')).toBe('/partner/customers/:id/edit');
    expect(safePath('/asha@example.in')).toBe('/:id');
  });
});
