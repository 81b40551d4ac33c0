import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';

/** A value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
export type CopyValue = string | number | null | undefined;

const COPY_NULL = '\\N';
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};
const COPY_UNESCAPES: Record<string, string> = {
  '\\\\': '\\',
  '\\t': '\t',
  '\\n': '\n',
  '\\r': '\r',
};

/** One value as COPY text: any text may hold a tab, a line break or a backslash. */
export function copyText(value: CopyValue): string {
  if (value === null || value === undefined) return COPY_NULL;
  if (typeof value === 'number') return String(value);
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : value;
}

/**
 * Values as the tab-separated COPY text of part of a row. Joined from an array, so the text is one
 * flat string: a batch keeps thousands of them until it is written, and a string built with `+`
 * or a template is a tree of pieces that every garbage collection copies.
 */
export const copyFields = (values: CopyValue[]): string => values.map(copyText).join('\t');

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
  const client = await pgClient(manager);
  if (!client) return insertUnnest(manager, table, columns, rows);
  // Only text can hold a tab, a line break or a backslash: ids, numbers and dates were made
  // by our own parsers and go as they are.
  const free = columns.map((c) => c.type === 'text' || c.type === 'jsonb');
  const cells: string[] = new Array<string>(columns.length);
  const lines = rows.map((row) => {
    for (let i = 0; i < cells.length; i++) {
      const v = row[i];
      cells[i] = v === null || v === undefined ? COPY_NULL : free[i] ? copyText(v) : String(v);
    }
    return cells.join('\t');
  });
  await copy(client, table, columns, copyPayload(lines));
}

/**
 * Lines of COPY text (tab-separated values as `copyText` writes them) as the bytes COPY is sent.
 * Joined once (`+=` over a batch built a rope of thousands of pieces that the garbage collector
 * kept copying), into a Buffer outside the JS heap: a batch waiting for its turn is then one
 * object to the garbage collector, not thousands of strings.
 */
export function copyPayload(lines: string[]): Buffer {
  return lines.length === 0 ? Buffer.alloc(0) : Buffer.from(lines.join('\n') + '\n');
}

/**
 * Inserts the rows of a `copyPayload` in the manager's transaction: for rows whose text was made
 * before their transaction began.
 */
export async function copyLines(
  manager: EntityManager,
  table: string,
  columns: Array<{ name: string; type: string }>,
  payload: Buffer,
): Promise<void> {
  if (payload.length === 0) return;
  const client = await pgClient(manager);
  if (client) return copy(client, table, columns, payload);
  const unescape = (v: string) =>
    v === COPY_NULL ? null : v.replace(/\\[\\tnr]/g, (e) => COPY_UNESCAPES[e]);
  const lines = payload.toString('utf8').slice(0, -1).split('\n');
  await insertUnnest(
    manager,
    table,
    columns,
    lines.map((line) => line.split('\t').map(unescape)),
  );
}

/** The transaction's PostgreSQL connection, or null on the embedded PGlite driver. */
async function pgClient(manager: EntityManager): Promise<pg.Client | null> {
  const client: unknown = await manager.queryRunner!.connect();
  return client instanceof pg.Client ? client : null;
}

async function copy(
  client: pg.Client,
  table: string,
  columns: Array<{ name: string }>,
  payload: Buffer,
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  await pipeline(
    Readable.from([payload]),
    client.query(copyFrom(`COPY ${table} (${names}) FROM STDIN`)),
  );
}

async function insertUnnest(
  manager: EntityManager,
  table: string,
  columns: Array<{ name: string; type: string }>,
  rows: CopyValue[][],
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  await manager.query(
    `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
    columns.map((_, i) => rows.map((r) => r[i])),
  );
}
