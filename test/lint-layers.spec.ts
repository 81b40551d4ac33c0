import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` refuses a query in a service: every query is a repository method. Proven here
// on planted code, linted as if it were a service of the server.
const root = join(__dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) =>
    ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-imports',
});

async function refusals(code: string, file = 'src/modules/lenders/planted.service.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => ({ line: m.line, message: m.message }));
}

/** The lines refused, once each. */
const lines = (found: { line: number }[]) => [...new Set(found.map((f) => f.line))];

const QUERY = expect.stringContaining('A service builds no query');

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
    expect(found.map((f) => f.message)).toEqual([QUERY, QUERY, QUERY, QUERY]);
    expect(lines(found)).toEqual([1, 2, 4, 5]);
  });

  it('refuses the entity manager’s own calls, but lets a service open a transaction', async () => {
    const found = await refusals(
      "import { DataSource, type EntityManager } from 'typeorm';\n" +
        'export class PlantedService {\n' +
        '  constructor(private readonly dataSource: DataSource) {}\n' +
        '  run(save: (m: EntityManager) => Promise<void>) {\n' +
        '    return this.dataSource.transaction((m) => save(m));\n' +
        '  }\n' +
        "  count(m: EntityManager) { return m.query('SELECT 1'); }\n" +
        '  all() { return this.dataSource.manager.find(Object); }\n' +
        '}\n',
    );
    expect(found.every((f) => f.message.includes('A service builds no query'))).toBe(true);
    // Lines 1 to 6 (imports, the transaction) pass; the query (7) and the find (8) do not.
    expect(lines(found)).toEqual([7, 8]);
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
});
