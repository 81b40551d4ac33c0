import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDataSource } from '../../test/utils/medium';
import { bulkInsert } from './bulk-insert';

const COLUMNS = [
  { name: 'n', type: 'int' },
  { name: 't', type: 'text' },
  { name: 'j', type: 'jsonb' },
];

describe('bulkInsert on PostgreSQL (one COPY)', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await fileDataSource();
  });
  afterAll(() => ds?.destroy());

  it('stores each text as given: tabs, line breaks, backslashes, Hindi, a literal \\N, empty and null', async () => {
    const texts = ['a\tb', 'line\nbreak\r\n', 'back\\slash', 'नमस्ते', '\\N', '', null];
    const back = await ds.transaction(async (m) => {
      await m.query('CREATE TEMP TABLE copied (n int, t text, j jsonb) ON COMMIT DROP');
      await bulkInsert(
        m,
        'copied',
        COLUMNS,
        texts.map((t, i) => [i, t, JSON.stringify({ t })]),
      );
      return m.query<Array<{ n: number; t: string | null; j: { t: string | null } }>>(
        'SELECT n, t, j FROM copied ORDER BY n',
      );
    });
    expect(back.map((r) => r.t)).toEqual(texts);
    expect(back.map((r) => r.j.t)).toEqual(texts);
  });

  it("is part of the caller's transaction: a rollback leaves nothing", async () => {
    await ds.query('CREATE TABLE IF NOT EXISTS copied_kept (n int, t text, j jsonb)');
    await expect(
      ds.transaction(async (m) => {
        await bulkInsert(m, 'copied_kept', COLUMNS, [[1, 'kept?', '{}']]);
        expect(await m.query('SELECT count(*)::int AS c FROM copied_kept')).toEqual([{ c: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await ds.query('SELECT count(*)::int AS c FROM copied_kept')).toEqual([{ c: 0 }]);
  });

  it('refuses a row that breaks a column type, naming the column', async () => {
    await expect(
      ds.transaction(async (m) => {
        await m.query('CREATE TEMP TABLE copied (n int, t text, j jsonb) ON COMMIT DROP');
        await bulkInsert(m, 'copied', COLUMNS, [['not a number', 'x', '{}']]);
      }),
    ).rejects.toThrow(/integer/);
  });
});
