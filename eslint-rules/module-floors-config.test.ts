import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js on made-up files of the API's modules: the floors rule
// is on, for every module, with no debts left (module-floors.test.ts tests the rule itself).
// The floors are syntactic: lint without the type-aware rules, whose project service knows no
// made-up file.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
});

async function floorMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'floors/module-floors')
    .map((message) => message.message);
}

describe('the API floors in eslint.config.js', { timeout: 60_000 }, () => {
  it('refuses a domain importing an orchestrator, and history importing a domain', async () => {
    expect(
      await floorMessages(
        'apps/api/src/modules/tree/probe.ts',
        "import { a } from '../gedcom/import.service.js';\nexport const probe = a;\n",
      ),
    ).toEqual([expect.stringContaining("'tree' (floor 3) imports 'gedcom' (floor 4)")]);
    expect(
      await floorMessages(
        'apps/api/src/modules/history/probe.ts',
        "import { a } from '../profiles/person-sections.js';\nexport const probe = a;\n",
      ),
    ).toEqual([expect.stringContaining("'history' (floor 2) imports 'profiles' (floor 3)")]);
  });

  it("refuses a module reading another module's repository, and a module with no floor", async () => {
    expect(
      await floorMessages(
        'apps/api/src/modules/gedcom/probe.ts',
        "import { a } from '../news/news.repository.js';\nexport const probe = a;\n",
      ),
    ).toEqual([expect.stringContaining("imports the repository of 'news'")]);
    expect(
      await floorMessages(
        'apps/api/src/modules/newcomer/probe.ts',
        "import { a } from '../tree/tree.service.js';\nexport const probe = a;\n",
      ),
    ).toEqual([expect.stringContaining("'newcomer' has no floor")]);
  });

  it('refuses every import between two domains: the last debts are paid', async () => {
    for (const [from, to] of [
      ['families', '../site/site-pages.repository.js'],
      ['news', '../site/site.service.js'],
      ['site', '../gallery/gallery-view.js'],
      ['tree', '../link-requests/link-requests.service.js'],
      ['tree', '../profiles/profile-reverter.js'],
    ])
      expect(
        await floorMessages(
          `apps/api/src/modules/${from}/probe.ts`,
          `import { a } from '${to}';\nexport const probe = a;\n`,
        ),
      ).toEqual([expect.stringContaining(`'${from}' (floor 3) imports`)]);
  });

  it('lets a domain import the floors below it', async () => {
    expect(
      await floorMessages(
        'apps/api/src/modules/news/probe.ts',
        "import { a } from '../history/history.writer.js';\nimport { b } from '../access/access.policy.js';\nexport const probe = [a, b];\n",
      ),
    ).toEqual([]);
  });
});
