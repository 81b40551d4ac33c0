// @ts-check
// The ESLint rules both apps share (admin-ui/eslint.config.mjs and consumer-ui/eslint.config.mjs
// call this): TypeScript's recommended rules, and the import boundaries of ../shared/STYLE.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const SERVER = {
  regex: '^(\\.\\./){3,}',
  message:
    "An app never imports the server's files: shared rules and types come from @marketplace/contracts.",
};

/** @param {string} dir the app's directory @param {{ features?: string }} layout */
export function appConfig(dir, layout = {}) {
  const boundaries = [];
  if (layout.features) {
    // A feature imports only itself, the shared code (lib, components, config, types) and the
    // contracts package: never another feature and never the app shell (src/app).
    for (const feature of readdirSync(join(dir, layout.features))) {
      boundaries.push({
        files: [`${layout.features}/${feature}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                SERVER,
                {
                  regex: `^@/features/(?!${feature}/)`,
                  message:
                    'A feature never imports another feature: move what both need to src/lib or src/components.',
                },
                {
                  regex: '^@/app(/|$)',
                  message: 'Nothing imports the app shell (src/app): it imports the features.',
                },
              ],
            },
          ],
        },
      });
    }
    boundaries.push({
      files: ['src/{lib,components,config,types}/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              SERVER,
              {
                regex: '^@/(app|features)(/|$)',
                message: 'Shared code never imports the app shell or a feature.',
              },
            ],
          },
        ],
      },
    });
  }
  return tseslint.config(
    { ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'eslint.config.mjs', 'vite.config.ts'] },
    eslint.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.browser }, parserOptions: { tsconfigRootDir: dir } },
      rules: {
        eqeqeq: ['error', 'always'],
        '@typescript-eslint/no-explicit-any': 'off',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'no-restricted-imports': ['error', { patterns: [SERVER] }],
      },
    },
    ...boundaries,
  );
}
