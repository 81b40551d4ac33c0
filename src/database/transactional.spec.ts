import { describe, expect, it } from 'vitest';
import { Propagation, Transactional, type TxHost } from './transactional';

/** A host that records how it was asked to run each call, and runs it. */
function recordingHost() {
  const calls: unknown[][] = [];
  const host = {
    withTransaction: (propagation: unknown, options: unknown, fn: () => Promise<unknown>) => {
      calls.push([propagation, options]);
      return fn();
    },
  };
  return { calls, host: host as unknown as TxHost };
}

class Planted {
  constructor(readonly txHost: TxHost | undefined) {}

  @Transactional()
  async plain(a: number, b: number) {
    return { sum: a + b, self: this };
  }

  @Transactional({ isolationLevel: 'SERIALIZABLE', propagation: Propagation.RequiresNew })
  async serial() {
    return 'done';
  }
}

describe('@Transactional', () => {
  it("runs the method in its own instance's host, joining by default, with its arguments", async () => {
    const { calls, host } = recordingHost();
    const planted = new Planted(host);
    const result = await planted.plain(2, 3);
    expect(result.sum).toBe(5);
    expect(result.self).toBe(planted);
    expect(calls).toEqual([[Propagation.Required, {}]]);
  });

  it('passes an isolation level and a propagation on', async () => {
    const { calls, host } = recordingHost();
    await expect(new Planted(host).serial()).resolves.toBe('done');
    expect(calls).toEqual([[Propagation.RequiresNew, { isolationLevel: 'SERIALIZABLE' }]]);
  });

  it('refuses a class without its host rather than run outside a transaction', () => {
    expect(() => new Planted(undefined).plain(1, 1)).toThrow(/inject TxHost as txHost/);
  });
});
