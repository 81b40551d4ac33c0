import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` refuses a query outside a repository (in a service, a controller, a processor,
// shared code), a hand-opened transaction or an EntityManager anywhere in a module but its
// repositories (transactions are ambient in every module), and a feature import in shared code.
// Proven here on planted code, linted as if it were a file of the server.
const root = join(__dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) =>
    ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-imports',
});

async function refusals(code: string, file = 'src/modules/uploads/planted.service.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => ({ line: m.line, message: m.message }));
}

/** The lines refused, once each. */
const lines = (found: { line: number }[]) => [...new Set(found.map((f) => f.line))];

const QUERY = expect.stringContaining('Only a repository queries');
const AMBIENT = expect.stringContaining('Transactions are ambient here');

/** The messages of one line. */
const on = (found: { line: number; message: string }[], line: number) =>
  found.filter((f) => f.line === line).map((f) => f.message);

/** Some messages, each of them matching. */
function each(messages: string[], matcher: unknown, label: string) {
  expect(messages.length, label).toBeGreaterThan(0);
  for (const m of messages) expect(m, label).toEqual(matcher);
}

describe('the lint check of layers', () => {
  it('refuses an injected TypeORM repository and its calls in a service', async () => {
    const found = await refusals(
      "import { InjectRepository } from '@nestjs/typeorm';\n" +
        "import { Repository } from 'typeorm';\n" +
        'export class PlantedService {\n' +
        '  constructor(@InjectRepository(Object) private readonly rows: Repository<object>) {}\n' +
        "  list() { return this.rows.createQueryBuilder('r').getMany(); }\n" +
        '}\n',
    );
    // The imports (1, 2) are TypeORM's, which a module's service does without altogether.
    expect(found.map((f) => f.message)).toEqual([AMBIENT, AMBIENT, QUERY, QUERY]);
    expect(lines(found)).toEqual([1, 2, 4, 5]);
  });

  it('refuses the entity manager’s own calls, a hand-opened transaction and an EntityManager in every module', async () => {
    const planted =
      "import { DataSource, type EntityManager } from 'typeorm';\n" +
      'export class PlantedService {\n' +
      '  constructor(private readonly dataSource: DataSource) {}\n' +
      '  run(save: (m: EntityManager) => Promise<void>) {\n' +
      '    return this.dataSource.transaction((m) => save(m));\n' +
      '  }\n' +
      "  count(m: EntityManager) { return m.query('SELECT 1'); }\n" +
      '  all() { return this.dataSource.manager.find(Object); }\n' +
      '}\n';
    const modules = readdirSync(join(root, 'src/modules'));
    expect(modules).toContain('uploads');
    // The upload kinds are plain objects, not services: they may not hold one either.
    const files = [
      ...modules.map((m) => `src/modules/${m}/planted.service.ts`),
      'src/modules/uploads/kinds/planted.kind.ts',
    ];
    for (const file of files) {
      const found = await refusals(planted, file);
      // The import (1), the EntityManager parameter (4), the transaction (5), the query with its
      // EntityManager (7) and the find (8); only the constructor (3) passes.
      expect(lines(found), file).toEqual([1, 4, 5, 7, 8]);
      each(on(found, 1), AMBIENT, file);
      expect(on(found, 4), file).toEqual([AMBIENT]);
      expect(on(found, 5), file).toEqual([AMBIENT]);
      expect(on(found, 7), file).toEqual(expect.arrayContaining([AMBIENT, QUERY]));
      each(on(found, 8), QUERY, file);
    }
  });

  it('refuses a hand-opened transaction and an EntityManager in a module of ambient ones', async () => {
    const found = await refusals(
      "import { DataSource, type EntityManager } from 'typeorm';\n" +
        'export class PlantedService {\n' +
        '  constructor(private readonly dataSource: DataSource) {}\n' +
        '  run(save: (m: EntityManager) => Promise<void>) {\n' +
        '    return this.dataSource.transaction((m) => save(m));\n' +
        '  }\n' +
        '}\n',
      'src/modules/cards/planted.service.ts',
    );
    expect(found.every((f) => f.message.includes('Transactions are ambient here'))).toBe(true);
    // The import (1), the EntityManager parameter (4) and the transaction (5).
    expect(lines(found)).toEqual([1, 4, 5]);
  });

  it('lets a service of such a module mark its transactions with @Transactional()', async () => {
    const found = await refusals(
      "import { InjectTransactionHost } from '@nestjs-cls/transactional';\n" +
        "import { Transactional, type TxHost } from '../../database/transactional';\n" +
        'export class PlantedService {\n' +
        '  constructor(@InjectTransactionHost() readonly txHost: TxHost) {}\n' +
        '  @Transactional()\n' +
        '  async run(save: () => Promise<void>) { await save(); }\n' +
        '}\n',
      'src/modules/cards/planted.service.ts',
    );
    expect(found).toEqual([]);
  });

  it('lets a repository query', async () => {
    const found = await refusals(
      "import { InjectRepository } from '@nestjs/typeorm';\n" +
        "import { Repository } from 'typeorm';\n" +
        'export class PlantedRepository {\n' +
        '  constructor(@InjectRepository(Object) private readonly rows: Repository<object>) {}\n' +
        "  list() { return this.rows.createQueryBuilder('r').getMany(); }\n" +
        '}\n',
      'src/modules/lenders/planted.repository.ts',
    );
    expect(found).toEqual([]);
  });

  it('refuses a query in a controller, a processor and shared code too', async () => {
    const querying =
      "import { DataSource } from 'typeorm';\n" +
      'export class Planted {\n' +
      '  constructor(private readonly dataSource: DataSource) {}\n' +
      "  list() { return this.dataSource.query('SELECT 1'); }\n" +
      '}\n';
    for (const file of [
      'src/modules/uploads/planted.controller.ts',
      'src/modules/uploads/planted.processor.ts',
      'src/common/rest/planted.ts',
    ]) {
      const found = await refusals(querying, file);
      each(on(found, 4), QUERY, file);
      // Shared code may name TypeORM's DataSource; a module (ambient transactions) may not.
      if (file.startsWith('src/common/')) expect(lines(found), file).toEqual([4]);
      else {
        expect(lines(found), file).toEqual([1, 4]);
        expect(on(found, 1), file).toEqual([AMBIENT]);
      }
    }
  });

  it('refuses a feature import in shared code, and lets a feature import shared code', async () => {
    const found = await refusals(
      "import { ConsentService } from '../../modules/consent/consent.service';\n" +
        'export const planted = ConsentService;\n',
      'src/common/guards/planted.ts',
    );
    expect(found.map((f) => f.message)).toEqual([
      expect.stringContaining('Shared code imports no feature module'),
    ]);
    expect(
      await refusals(
        "import { AppError } from '../../common/errors';\nexport const planted = AppError;\n",
        'src/modules/lenders/planted.ts',
      ),
    ).toEqual([]);
  });
});
