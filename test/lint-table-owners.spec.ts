import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every module's tables are written only by that module's own files (its repositories): a
// feature that needs another's rows changed asks that module. Read from the source: a table
// belongs to the module whose entity declares it, and a write is an INSERT, UPDATE, DELETE or
// TRUNCATE naming it, a COPY through `bulkInsert`, or a TypeORM write call on its entity class.
const root = join(__dirname, '..');
const modules = join(root, 'src', 'modules');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const moduleOf = (file: string) => relative(modules, file).split('/')[0];
const source = files(modules).filter((f) => !/\.(medium-)?spec\.ts$/.test(f));

/** Table and entity class → the module that declares it. */
function owners() {
  const tables = new Map<string, string>();
  const classes = new Map<string, string>();
  for (const file of source.filter((f) => f.endsWith('.entity.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/@Entity\(\s*'(\w+)'/g)) {
      tables.set(m[1], moduleOf(file));
      const declared = /export class (\w+)/.exec(text.slice(m.index))?.[1];
      if (declared) classes.set(declared, m[1]);
    }
  }
  return { tables, classes };
}

/** The tables a file writes. */
function writes(text: string, classes: Map<string, string>): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?(\w+)/gi,
  ))
    found.add(m[1]);
  for (const m of text.matchAll(/bulkInsert\(\s*\w+,\s*'(\w+)'/g)) found.add(m[1]);
  for (const m of text.matchAll(
    /\.(?:insert|update|delete|softDelete|restore|upsert|increment|decrement|create)\(\s*(\w+)\s*,/g,
  ))
    if (classes.has(m[1])) found.add(classes.get(m[1])!);
  return found;
}

describe("a module's tables", () => {
  const { tables, classes } = owners();

  it('are found: every entity names its table and module', () => {
    expect(tables.get('applications')).toBe('applications');
    expect(tables.get('commissions')).toBe('revenue');
    expect(tables.get('tracking_links')).toBe('tracking-links');
    expect(classes.get('CreditCardCategory')).toBe('credit_card_categories');
  });

  it('are written only by their own module', () => {
    const foreign: Record<string, string[]> = {};
    for (const file of source) {
      const own = moduleOf(file);
      const others = [...writes(readFileSync(file, 'utf8'), classes)]
        .filter((t) => tables.has(t) && tables.get(t) !== own)
        .sort();
      if (others.length > 0) foreign[relative(root, file)] = others;
    }
    // A feature that needs another's rows changed asks that module (its service or repository).
    expect(foreign).toEqual({});
  });

  it('catches a planted write of another module’s table, in SQL, a COPY or an entity call', () => {
    expect(writes("await m.query('UPDATE applications SET status = $1')", classes)).toContain(
      'applications',
    );
    expect(writes("await bulkInsert(manager, 'commissions', COLUMNS, rows)", classes)).toContain(
      'commissions',
    );
    expect(writes('await m.update(CreditCardCategory, { id }, { status: 1 })', classes)).toContain(
      'credit_card_categories',
    );
    expect(writes('SELECT id FROM applications FOR UPDATE', classes)).not.toContain('applications');
  });
});
