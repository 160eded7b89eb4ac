import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // ---- API data-access boundary (issue 12, part 3) -------------------------------------------
  // design.md: "<domain>.repository.ts is the only code that runs SQL". Kysely values and its
  // query builder calls are refused everywhere in the API but repositories, migrations, the seed,
  // the connection/transaction plumbing and tests (which build their own fixtures).
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/migrations/**',
      'apps/api/src/db/seed/**',
      'apps/api/src/db/migrate.ts',
      'apps/api/src/infra/database.ts',
      'apps/api/src/infra/transactions.ts',
      'apps/api/src/test-support/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.fixture.ts',
      'apps/api/src/**/*.test-helpers.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'SQL belongs in a *.repository.ts file (design.md).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction|executeQuery)$/]',
          message:
            'Queries belong in a *.repository.ts file (design.md); use inTransaction for transactions.',
        },
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']",
          message: 'Raw SQL belongs in a *.repository.ts file (design.md).',
        },
      ],
    },
  },
  // ---- end of the API data-access boundary ---------------------------------------------------
);
