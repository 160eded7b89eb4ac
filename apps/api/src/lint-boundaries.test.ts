import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The data-access boundary of eslint.config.js, checked on fixture text: the rule must fire on a
// query in a service and stay quiet in a repository, or SQL would creep back into the services.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The boundaries are syntactic: lint without the type-aware rules (lint-rules.test.ts checks
// those), so each case takes milliseconds, not a TypeScript program's build.
const withoutTypeInformation = {
  languageOptions: { parserOptions: { projectService: false, project: null } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/switch-exhaustiveness-check': 'off',
  },
} as const;
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: withoutTypeInformation });

const queryCode = `import type { Db } from '../../infra/database.js';

export async function namesOf(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('persons').select('first_name').execute();
  return rows.map((r) => r.first_name);
}
`;

const rawSqlCode = `import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

export async function ping(db: Db): Promise<void> {
  await sql\`select 1\`.execute(db);
}
`;

async function boundaryMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: SQL only in repositories', () => {
  it('refuses a query builder call in a service file', async () => {
    const found = await boundaryMessages(queryCode, 'apps/api/src/modules/tree/tree.service.ts');
    expect(found).toEqual([expect.stringContaining('no-restricted-syntax')]);
  });

  it('refuses a Kysely value import and a raw sql tag outside a repository', async () => {
    const found = await boundaryMessages(rawSqlCode, 'apps/api/src/modules/tree/unions.ts');
    expect(found).toHaveLength(2);
    expect(found.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    expect(found.some((m) => m.startsWith('no-restricted-syntax'))).toBe(true);
  });

  it('refuses a query in the infrastructure folder', async () => {
    const found = await boundaryMessages(queryCode, 'apps/api/src/infra/web-app.ts');
    expect(found).toHaveLength(1);
  });

  it('lets a repository file run SQL', async () => {
    expect(
      await boundaryMessages(queryCode, 'apps/api/src/modules/tree/tree.repository.ts'),
    ).toEqual([]);
    expect(
      await boundaryMessages(rawSqlCode, 'apps/api/src/modules/tree/walks.repository.ts'),
    ).toEqual([]);
  });

  it('lets migrations and the seed run SQL', async () => {
    expect(
      await boundaryMessages(rawSqlCode, 'apps/api/src/db/migrations/0099_example.ts'),
    ).toEqual([]);
    expect(await boundaryMessages(queryCode, 'apps/api/src/db/seed/example.ts')).toEqual([]);
  });
});
