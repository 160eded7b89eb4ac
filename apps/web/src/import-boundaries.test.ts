import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the repository's real ESLint config (eslint.config.js, web layers) on imports written into
// made-up files, so a change that loosens the layer rules fails here. Vitest runs from the
// repository root, where ESLint finds its config; the files named below need not exist.
// The boundaries are syntactic: lint without the type-aware rules (lint-rules.test.ts checks
// those), so each case takes milliseconds, not a TypeScript program's build.
const withoutTypeInformation = {
  languageOptions: { parserOptions: { projectService: false, project: null } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/switch-exhaustiveness-check': 'off',
  },
} as const;
const eslint = new ESLint({ overrideConfig: withoutTypeInformation });

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const profilesFile = 'apps/web/src/features/profiles/components/shell/Probe.tsx';

// Loading the config and the TypeScript parser takes seconds on a busy machine.
describe('web import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature's internals", async () => {
    const messages = await restrictedImportMessages(
      profilesFile,
      "import { fullName } from '../../../tree/logic/person-name';\nexport const probe = fullName;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('public index.ts');
  });

  it("allows a feature importing another feature's public index, lib and components", async () => {
    const messages = await restrictedImportMessages(
      profilesFile,
      [
        "import { fullName } from '../../../tree';",
        "import { ApiError } from '../../../../lib/api-client';",
        "import { ErrorAlert } from '../../../../components/ErrorAlert';",
        "import { ProfileHeader } from './ProfileHeader';",
        'export const probe = [fullName, ApiError, ErrorAlert, ProfileHeader];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses a feature importing the app layer', async () => {
    const messages = await restrictedImportMessages(
      profilesFile,
      "import { AppShell } from '../../../../app/layout/AppShell';\nexport const probe = AppShell;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('refuses lib importing a feature, even through its index', async () => {
    for (const source of ['../features/auth', '../features/family/family-context']) {
      const messages = await restrictedImportMessages(
        'apps/web/src/lib/probe.ts',
        `import { probe } from '${source}';\nexport const again = probe;\n`,
      );
      expect(messages, source).toHaveLength(1);
    }
  });

  it('refuses components importing a feature', async () => {
    const messages = await restrictedImportMessages(
      'apps/web/src/components/Probe.tsx',
      "import { useFamily } from '../features/family';\nexport const probe = useFamily;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it("refuses the app importing a feature's internals, allows its index", async () => {
    const internals = await restrictedImportMessages(
      'apps/web/src/app/layout/Probe.tsx',
      "import { useFamily } from '../../features/family/family-context';\nexport const probe = useFamily;\n",
    );
    expect(internals).toHaveLength(1);
    const index = await restrictedImportMessages(
      'apps/web/src/app/layout/Probe.tsx',
      "import { useFamily } from '../../features/family';\nexport const probe = useFamily;\n",
    );
    expect(index).toEqual([]);
  });
});
