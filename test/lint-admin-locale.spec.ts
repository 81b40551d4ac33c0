import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The back office's dates and numbers are en-IN whatever the browser's language
// (admin-ui/eslint.config.mjs), proven on a planted file linted as if it sat in admin-ui.
const admin = join(__dirname, '..', 'admin-ui');

describe('the back office’s date and number fields', () => {
  it('refuses a react-admin date or number field without locales', async () => {
    const eslint = new ESLint({ cwd: admin });
    const [result] = await eslint.lintText(
      "import { DateField, NumberField } from 'react-admin';\n" +
        'export const a = <DateField source="created_at" showTime />;\n' +
        'export const b = <NumberField source="amount" />;\n' +
        'export const c = <DateField locales="en-IN" source="created_at" />;\n',
      { filePath: join(admin, 'src', 'planted.tsx') },
    );
    expect(result.messages.filter((m) => m.fatal)).toEqual([]);
    expect(
      result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line),
    ).toEqual([2, 3]);
  });
});
