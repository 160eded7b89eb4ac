import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import floorsPlugin from './eslint-rules/module-floors.js';

// ---- Web layers (issue 12, part 7) -----------------------------------------------------------
// apps/web/src is layered: app (router, layout) -> features/<name> -> components, lib and
// @familytree/shared. A feature reaches another feature only through that feature's public
// index.ts (`../tree`, never `../tree/api/tree-query-keys`) and never imports app; components
// and lib import no feature and nothing of app; lib imports no components either.
// no-restricted-imports sees an import as written, so each rule is made for one folder depth: a
// file n folders below its feature's folder reaches the features folder with n + 1 "../", and
// the src folder with n + 2. Depths up to webDepths - 1 are covered (today's deepest is 3).
// apps/web/src/import-boundaries.test.ts proves the rules fire.
const webSrc = 'apps/web/src';
const webDepths = 8;
const ups = (n) => `^(\\.\\./){${n}}`;
const sourceFiles = (folder, depth) => [`${webSrc}/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const featureInternals = (depth) => ({
  regex: `${ups(depth + 1)}(?!\\.\\.)[^/]+/.+`,
  message: "Import another feature through its public index.ts (e.g. '../tree'), not its files.",
});
const featureViaSrc = (depth) => ({
  regex: `${ups(depth + 2)}(app|main|features)(/|$)`,
  message:
    "A feature imports no app code (move what is shared to components or lib); reach another feature as '../<name>'.",
});
const anyFeature = (depth) => ({
  regex: `${ups(depth + 1)}(app|main|features)(/|$)`,
  message: 'components and lib import no feature and no app code (the app passes what they need).',
});
const componentsFromLib = (depth) => ({
  regex: `${ups(depth + 1)}components(/|$)`,
  message: 'lib imports no components: it holds plain helpers and app-wide state only.',
});
const appIntoFeature = (prefix) => ({
  regex: `${prefix}features/[^/]+/.+`,
  message: "The app imports a feature through its public index.ts (e.g. '../features/tree').",
});
const depths = Array.from({ length: webDepths }, (_, depth) => depth);

const webLayerRules = [
  ...depths.map((depth) => ({
    files: sourceFiles('features/*', depth),
    rules: restrict(featureInternals(depth), featureViaSrc(depth)),
  })),
  ...depths.map((depth) => ({
    files: sourceFiles('components', depth),
    rules: restrict(anyFeature(depth)),
  })),
  ...depths.map((depth) => ({
    files: sourceFiles('lib', depth),
    rules: restrict(anyFeature(depth), componentsFromLib(depth)),
  })),
  ...depths.map((depth) => ({
    files: sourceFiles('app', depth),
    rules: restrict(appIntoFeature(ups(depth + 1))),
  })),
  { files: [`${webSrc}/*.{ts,tsx}`], rules: restrict(appIntoFeature('^\\./')) },
];
// ---- end of the web layers -------------------------------------------------------------------

// ---- API floors (issue 29, docs/decisions/0031) ----------------------------------------------
// apps/api/src/modules stand on floors: a module imports only modules on lower floors, and reads
// another module's tables only through the data floor's repositories. eslint-rules/ holds the
// rule and its tests. No import breaks the floors: the rule's `allowed` (debts) is not used.
const apiFloors = {
  data: 0,
  access: 1,
  // The matching engine is pure (no database): any module may compare persons.
  matching: 1,
  history: 2,
  ...Object.fromEntries(
    [
      'account',
      'auth',
      'branch-admins',
      'contact',
      'duplicates',
      'events',
      'families',
      'gallery',
      'invitations',
      'link-requests',
      'merge',
      'media',
      'news',
      'operations',
      'places',
      'profiles',
      'research',
      'settings',
      'site',
      'statistics',
      'tree',
    ].map((domain) => [domain, 3]),
  ),
  gedcom: 4,
  'platform-admin': 4,
};
// ---- end of the API floors ----------------------------------------------------------------------

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
  // ---- Size and type-aware checks (issue 29) --------------------------------------------------
  // Small files with one job: source files stop at about 400 lines of code (tests may be longer,
  // they hold one fixture and many cases). The type-aware rules need the TypeScript program, so
  // they run on the three packages' sources only (e2e and bench keep the fast syntactic lint).
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  // Web layers: see webLayerRules above.
  ...webLayerRules,
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
      'apps/api/src/infra/sqlite-connections.ts',
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
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.fixture.ts',
      'apps/api/src/**/*.test-helpers.ts',
    ],
    plugins: { floors: floorsPlugin },
    rules: {
      'floors/module-floors': [
        'error',
        {
          modulesDir: 'apps/api/src/modules',
          floors: apiFloors,
          dataFloor: 0,
        },
      ],
    },
  },
);
