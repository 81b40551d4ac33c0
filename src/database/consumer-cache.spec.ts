import { describe, expect, it } from 'vitest';
import type { ChangeFeedService } from './change-feed';
import { ConsumerCacheService } from './consumer-cache';

/** The cache on a feed that is up and has no notice pending. */
function cache() {
  const feed = { live: true, subscribe: () => undefined, sync: () => Promise.resolve() };
  return new ConsumerCacheService(feed as unknown as ChangeFeedService);
}

describe('ConsumerCacheService', () => {
  it('remembers a read, and forgets the consumers a notice names', async () => {
    const c = cache();
    let loads = 0;
    const load = () => Promise.resolve({ n: ++loads });
    await c.read(1, 'owner:a', load);
    expect(await c.read(1, 'owner:a', load)).toEqual({ n: 1 });
    c.changed('2,3');
    expect(await c.read(1, 'owner:a', load)).toEqual({ n: 1 });
    c.changed('3,1');
    expect(await c.read(1, 'owner:a', load)).toEqual({ n: 2 });
    c.changed('*');
    expect(await c.read(1, 'owner:a', load)).toEqual({ n: 3 });
  });

  it('does not remember a read that a notice raced, nor a not-found', async () => {
    const c = cache();
    let loads = 0;
    await c.read(1, 'k', () => {
      c.changed('1');
      return Promise.resolve(++loads);
    });
    await c.read(1, 'k', () => Promise.resolve(++loads));
    expect(loads).toBe(2);
    await c.read(1, 'gone', () => Promise.resolve(null));
    expect(await c.read(1, 'gone', () => Promise.resolve('found'))).toBe('found');
  });

  it('keeps at most eight reads per consumer, whatever ids they send', async () => {
    const c = cache();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    for (let i = 0; i < 9; i++) await c.read(1, `offers:${i}`, load);
    expect(loads).toBe(9);
    await c.read(1, 'offers:0', load);
    expect(loads).toBe(10);
  });
});
