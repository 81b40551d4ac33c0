import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The apps' import boundaries (eslint.apps.mjs), proven on planted files linted as if they sat in
// the consumer app and the back office.
const root = join(__dirname, '..');

async function restricted(app: string, file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: join(root, app) });
  const [result] = await eslint.lintText(code, { filePath: join(root, app, file) });
  expect(result.messages.filter((m) => m.fatal).map((m) => m.message)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the apps’ import boundaries', () => {
  it('refuses a feature importing another feature or the app shell', async () => {
    const found = await restricted(
      'consumer-ui',
      'src/features/cards/planted.ts',
      "import { a } from '@/features/offers/api/get-offers';\n" +
        "import { b } from '@/app/paths';\n" +
        "import { c } from '@/features/cards/cards-list';\n" +
        "import { d } from '@/lib/errors';\n" +
        'export const all = [a, b, c, d];\n',
    );
    expect(found).toEqual([
      expect.stringContaining('A feature never imports another feature'),
      expect.stringContaining('Nothing imports the app shell'),
    ]);
  });

  it('refuses shared code importing a feature', async () => {
    const found = await restricted(
      'consumer-ui',
      'src/lib/planted.ts',
      "import { a } from '@/features/offers/api/get-offers';\nexport const all = [a];\n",
    );
    expect(found).toEqual([expect.stringContaining('Shared code never imports')]);
  });

  it('refuses an app importing the server’s files', async () => {
    const found = await restricted(
      'admin-ui',
      'src/auth/planted.ts',
      "import { ROLES } from '../../../src/common/auth/roles';\n" +
        "import { PATTERNS } from '@marketplace/contracts';\n" +
        'export const all = [ROLES, PATTERNS];\n',
    );
    expect(found).toEqual([expect.stringContaining('@marketplace/contracts')]);
  });
});
