import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';

/**
 * A failed query is logged through pino with its SQL text and error code, never its parameters:
 * TypeORM's default logger printed the profile save's PAN and birth date this way.
 */
describe('log privacy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a failed query logs its text and code, not its parameters', async () => {
    const pan = 'QWEPZ9876K';
    await expect(t.dataSource.query('SELECT $1::date', [pan])).rejects.toThrow();
    const log = readFileSync(process.env.LOG_FILE!, 'utf8');
    const line = log.split('\n').find((l) => l.includes('SELECT $1::date'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      context: 'TypeORM',
      code: '22007',
      msg: 'Query failed',
    });
    expect(log).not.toContain(pan);
  });
});
