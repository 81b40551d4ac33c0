import { describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config/database.config';
import { ChangeFeedService } from './change-feed';

/** The feed with a stand-in LISTEN connection whose barrier queries the test answers one by one. */
function feedWithConnection() {
  const feed = new ChangeFeedService({} as DatabaseConfig);
  const trips: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const client = {
    query: () => new Promise<void>((resolve, reject) => trips.push({ resolve, reject })),
  };
  Object.assign(feed, { client });
  return { feed, trips };
}

const settled = () => new Promise((r) => setImmediate(r));

describe('ChangeFeedService.sync', () => {
  it('sends a barrier, and one more for every caller that came while it was on the wire', async () => {
    const { feed, trips } = feedWithConnection();
    const first = feed.sync();
    expect(trips).toHaveLength(1);
    // The first barrier may have reached the database before their writes' notices: these
    // callers share the next one, sent when the first is back.
    const later = [feed.sync(), feed.sync(), feed.sync()];
    await settled();
    expect(trips).toHaveLength(1);
    trips[0].resolve();
    await first;
    await settled();
    expect(trips).toHaveLength(2);
    let done = false;
    void Promise.all(later).then(() => (done = true));
    await settled();
    expect(done).toBe(false);
    trips[1].resolve();
    await Promise.all(later);
    expect(trips).toHaveLength(2);
  });

  it('goes on after a failed barrier', async () => {
    const { feed, trips } = feedWithConnection();
    const first = feed.sync();
    const queued = feed.sync();
    trips[0].reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settled();
    trips[1].resolve();
    await expect(queued).resolves.toBeUndefined();
    const next = feed.sync();
    expect(trips).toHaveLength(3);
    trips[2].resolve();
    await expect(next).resolves.toBeUndefined();
  });
});
