import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The size and type-aware rules of eslint.config.js (issue 29), checked on planted code at the
// path of a real source file (the type-aware rules need a file of the TypeScript project).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const sourceFile = 'apps/api/src/modules/tree/tree-deletes.ts';
const sharedFile = 'packages/shared/src/index.ts';
const linesOfCode = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';

describe('lint: file size and type-aware rules', () => {
  // The first type-aware lint of a package builds its TypeScript program (as long as a typecheck).
  beforeAll(async () => {
    await ruleIds('export {};\n', sourceFile);
    await ruleIds('export {};\n', sharedFile);
  }, 300_000);

  it('refuses a promise that nobody awaits', async () => {
    const code = 'export function save(write: () => Promise<void>): void {\n  write();\n}\n';
    expect(await ruleIds(code, sourceFile)).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('refuses a switch that forgets a case of a union and has no default', async () => {
    const code =
      "export function rank(kind: 'a' | 'b'): number {\n" +
      "  switch (kind) {\n    case 'a':\n      return 1;\n  }\n  return 0;\n}\n";
    expect(await ruleIds(code, sourceFile)).toEqual([
      '@typescript-eslint/switch-exhaustiveness-check',
    ]);
  });

  it('refuses a source file over 400 lines of code, but not blank lines, comments or tests', async () => {
    expect(await ruleIds(linesOfCode(401), sourceFile)).toEqual(['max-lines']);
    const padded = linesOfCode(400) + '\n'.repeat(50) + '// a comment\n'.repeat(50);
    expect(await ruleIds(padded, sourceFile)).toEqual([]);
    expect(
      await ruleIds(linesOfCode(401), 'apps/api/src/modules/tree/tree-deletes.test.ts'),
    ).toEqual([]);
  });

  it('applies them to the shared package too (the web app is in the same block of the config)', async () => {
    const code = 'export function save(write: () => Promise<void>): void {\n  write();\n}\n';
    expect(await ruleIds(code, sharedFile)).toEqual(['@typescript-eslint/no-floating-promises']);
  });
});
