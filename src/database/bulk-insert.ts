import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';

/** A value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
export type CopyValue = string | number | null | undefined;

function copyText(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  const text = value;
  return /[\\\t\n\r]/.test(text)
    ? text.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
      )
    : text;
}

/**
 * Inserts many rows into `table` inside the manager's transaction. On PostgreSQL this is one
 * COPY (the fastest way in, and little work in this process); on the embedded PGlite driver,
 * which has no COPY, an INSERT … SELECT FROM unnest of one array per column.
 */
export async function bulkInsert(
  manager: EntityManager,
  table: string,
  columns: Array<{ name: string; type: string }>,
  rows: CopyValue[][],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => c.name).join(', ');
  const client: unknown = await manager.queryRunner!.connect();
  if (client instanceof pg.Client) {
    // Only text can hold a tab, a line break or a backslash: ids, numbers and dates were made
    // by our own parsers and go as they are.
    const free = columns.map((c) => c.type === 'text' || c.type === 'jsonb');
    // Each line joined on its own, then the lines: joins give flat strings, where `+=` over a
    // batch built a rope of a hundred thousand pieces that the garbage collector kept copying.
    const lines: string[] = new Array<string>(rows.length);
    const cells: string[] = new Array<string>(columns.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      for (let i = 0; i < cells.length; i++) {
        const v = row[i];
        cells[i] = v === null || v === undefined ? '\\N' : free[i] ? copyText(v) : String(v);
      }
      lines[r] = cells.join('\t');
    }
    const payload = lines.join('\n') + '\n';
    await pipeline(
      Readable.from([payload]),
      client.query(copyFrom(`COPY ${table} (${names}) FROM STDIN`)),
    );
    return;
  }
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  await manager.query(
    `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
    columns.map((_, i) => rows.map((r) => r[i])),
  );
}
