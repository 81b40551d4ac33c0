// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', '**/dist/**', 'node_modules/**', 'data/**', 'admin-ui/**', 'consumer-ui/**', 'coverage/**', 'test-artifacts/**', '.tmp/**', 'eslint.config.mjs', 'eslint.apps.mjs'],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Error texts live in one catalogue (src/common/errors/error-messages.ts), by code: the apps
    // translate the code, so an English sentence thrown anywhere else would reach nobody in Hindi.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.medium-spec.ts', 'src/common/errors/error-messages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/^(Http|[A-Z][A-Za-z]*)Exception$/]',
          message: "Throw new AppError('CODE', params): the code's English text and HTTP status live in the error catalogue.",
        },
        {
          // class-validator's decorator factories (IsString, Matches, MaxLength, ValidateIf…).
          selector:
            'CallExpression[callee.name=/^(Is|Max|Min|Matches|Array|Validate|Equals|NotEquals|Contains|Allow|Length)/] > ObjectExpression > Property[key.name="message"]',
          message: "Give the rule its code: rule('CODE', params) (src/common/errors/rule.ts), not an English message.",
        },
        {
          selector: 'Property[key.name="defaultMessage"] :matches(ReturnStatement > Literal, ArrowFunctionExpression > Literal, ReturnStatement > TemplateLiteral, ArrowFunctionExpression > TemplateLiteral)',
          message: 'A custom rule returns an error code, not an English message.',
        },
        {
          selector: 'ThrowStatement > NewExpression[callee.name="AppError"] > :matches(Literal[value=/ /], TemplateLiteral).arguments:first-child',
          message: 'AppError takes a code, not a message.',
        },
      ],
    },
  },
);
