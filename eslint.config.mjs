// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Error texts live in one catalogue (packages/contracts/src/errors/), by code.
const ERROR_MESSAGE_RULES = [
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
];

const SERVICE_QUERY_MESSAGE =
  'Only a repository queries: add a method to the module\'s <thing>.repository.ts (a service may only open a transaction).';
const SERVICE_QUERY_RULES = [
  {
    selector: 'CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository|getTreeRepository)$/]',
    message: SERVICE_QUERY_MESSAGE,
  },
  {
    // The entity manager's own calls (m.findOne, em.save, this.dataSource.manager.update…).
    selector:
      'CallExpression[callee.object.name=/^(m|em|manager|entityManager)$/][callee.property.name!="transaction"], CallExpression[callee.object.property.name=/^(manager|dataSource)$/][callee.property.name!="transaction"]',
    message: SERVICE_QUERY_MESSAGE,
  },
  { selector: 'Decorator[expression.callee.name=/^Inject(Repository|EntityManager)$/]', message: SERVICE_QUERY_MESSAGE },
];

// Only a repository queries; a catch of a failed query is not one.
const QUERY_IMPORTS = [
  {
    name: 'typeorm',
    allowImportNames: ['DataSource', 'EntityManager', 'QueryFailedError'],
    message: SERVICE_QUERY_MESSAGE,
  },
  { name: '@nestjs/typeorm', allowImportNames: ['InjectDataSource'], message: SERVICE_QUERY_MESSAGE },
];

// The query builders repositories share: list paging and sorting, the partner scope, COPY
// batches, a report's short read.
const DATA_LAYER_HELPERS = [
  'src/common/rest/list-query.ts',
  'src/common/auth/partner-scope.ts',
  'src/modules/reports/quick-query.ts',
];

// Transactions are ambient in every module (src/database/transactional.ts): services carry no
// EntityManager and open no transaction by hand; `@Transactional()` (or `txHost.withTransaction`
// for one step of a method) does, and repositories read `txHost.tx`.
const AMBIENT_MESSAGE =
  'Transactions are ambient here: put @Transactional() on the service method; its repositories read txHost.tx (src/database/transactional.ts).';
const AMBIENT_RULES = [
  { selector: 'CallExpression[callee.property.name="transaction"]', message: AMBIENT_MESSAGE },
  { selector: 'Identifier[name="EntityManager"]', message: AMBIENT_MESSAGE },
];

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
        projectService: {
          allowDefaultProject: ['scripts/*.mjs'],
          // One default project for every script here (typescript-eslint's default limit is 8).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20,
        },
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
    // Error texts live in one catalogue (packages/contracts/src/errors/), by code: the apps
    // translate the code, so an English sentence thrown anywhere else would reach nobody in Hindi.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.medium-spec.ts', 'src/common/errors/error-messages.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ERROR_MESSAGE_RULES] },
  },
  {
    // Services orchestrate; every query is a repository method (<thing>.repository.ts). Nothing
    // else builds one either: controllers, processors, views, guards and the shared code reach
    // the database through a repository (and in a module, transactions are ambient: see below).
    // Entities and modules declare tables; the query helpers repositories share are part of the
    // data layer.
    files: ['src/modules/**/*.ts', 'src/common/**/*.ts'],
    ignores: [
      'src/**/*.repository.ts',
      'src/**/*.entity.ts',
      'src/**/*.module.ts',
      'src/**/*.spec.ts',
      'src/**/*.medium-spec.ts',
      'src/common/errors/error-messages.ts',
      ...DATA_LAYER_HELPERS,
    ],
    rules: {
      'no-restricted-syntax': ['error', ...ERROR_MESSAGE_RULES, ...SERVICE_QUERY_RULES],
      'no-restricted-imports': ['error', { paths: QUERY_IMPORTS }],
    },
  },
  {
    // Shared code serves every feature and depends on none: a feature's type or service that
    // common code needs is declared here and provided by the feature (see common/guards).
    files: ['src/common/**/*.ts'],
    ignores: ['src/**/*.spec.ts', ...DATA_LAYER_HELPERS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: QUERY_IMPORTS,
          patterns: [{ group: ['**/modules/**'], message: 'Shared code imports no feature module.' }],
        },
      ],
    },
  },
  {
    // Transactions are ambient: nothing in a module opens one by hand or holds an EntityManager
    // outside its repositories (the upload kinds, plain objects, pass their job's TxHost on).
    files: ['src/modules/**/*.ts'],
    ignores: [
      'src/**/*.repository.ts',
      'src/**/*.entity.ts',
      'src/**/*.module.ts',
      'src/**/*.spec.ts',
      'src/**/*.medium-spec.ts',
      // A report's short read opens its own read-only transaction for SET LOCAL (a statement
      // setting, not a unit of work): part of the data layer, like a repository.
      ...DATA_LAYER_HELPERS,
    ],
    rules: {
      'no-restricted-syntax': ['error', ...ERROR_MESSAGE_RULES, ...SERVICE_QUERY_RULES, ...AMBIENT_RULES],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', allowImportNames: ['QueryFailedError'], message: AMBIENT_MESSAGE },
            { name: '@nestjs/typeorm', message: AMBIENT_MESSAGE },
          ],
        },
      ],
    },
  },
);
