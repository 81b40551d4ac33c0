import { describe, expect, it } from 'vitest';
import { findUnsafeValue } from './unsafe-values';

const problem = (root: unknown, field?: string) => findUnsafeValue(root, field)?.message ?? null;

describe('findUnsafeValue', () => {
  it('names the field of a NUL, a lone surrogate or a non-finite number', () => {
    expect(problem({ a: { name: 'x\u0000' } })).toBe('a.name must not contain a NUL character');
    expect(problem({ email: 'a\ud800@b.in' })).toBe('email must be well-formed text');
    expect(problem({ list: [1, Infinity] })).toBe('list[1] must be a finite number');
    expect(problem({ q: 'x\u0000' }, 'filter')).toBe('filter.q must not contain a NUL character');
    expect(problem({ ['k\u0000']: 1 })).toBe('A field name must not contain a NUL character');
  });

  it('passes ordinary values, emoji and Hindi included', () => {
    expect(problem({ a: 'नमस्ते 👋', b: [1, 2.5, null, true], c: { d: '' } })).toBeNull();
  });

  it('refuses deep nesting without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeValue(deep)?.code).toBe('BODY_TOO_DEEP');
    let ok: unknown = 1;
    for (let i = 0; i < 10; i++) ok = { a: ok };
    expect(problem(ok)).toBeNull();
  });
});
