import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// `npm run lint` refuses an English error message outside the error catalogue: proven here on
// planted code, linted as if it were a service and a DTO of the server.
const root = join(__dirname, '..');
// Only this rule, without type information (planted files are in no tsconfig).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function restricted(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the lint check of error messages', () => {
  it('refuses a Nest exception with an English message in a service', async () => {
    const found = await restricted(
      "import { NotFoundException } from '@nestjs/common';\n" +
        "export function find() {\n  throw new NotFoundException('Lender not found');\n}\n",
      'src/modules/lenders/planted.service.ts',
    );
    expect(found).toEqual([expect.stringContaining("new AppError('CODE', params)")]);
  });

  it('refuses an English message in a class-validator rule', async () => {
    const found = await restricted(
      "import { Matches } from 'class-validator';\n" +
        "export class Planted {\n  @Matches(/^a$/, { message: 'Invalid PAN' })\n  tin!: string;\n}\n",
      'src/modules/profile/dto/planted.dto.ts',
    );
    expect(found).toEqual([expect.stringContaining("rule('CODE', params)")]);
  });

  it('accepts a code', async () => {
    const found = await restricted(
      "import { Matches } from 'class-validator';\n" +
        "import { AppError, rule } from '../../../common/errors';\n" +
        "export class Planted {\n  @Matches(/^a$/, rule('FIELD_INVALID', { field: 'tin' }))\n  tin!: string;\n}\n" +
        "export function fail(): never {\n  throw new AppError('NOT_FOUND');\n}\n",
      'src/modules/profile/dto/planted.dto.ts',
    );
    expect(found).toEqual([]);
  });
});
