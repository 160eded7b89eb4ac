import type { GedcomPreview } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { exportFile, importFile, upload } from './gedcom.test-helpers.js';

// Issue 28, item 1 (GEDCOM): absurd nesting is read in time linear in the file's size and never
// answers 500. Levels have at most two digits (a longer level is not a GEDCOM line: skipped with
// a warning naming the line), and a line more than one level below the line before is read one
// level below it, with a warning naming the line.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

const head = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];

async function emptyFamily() {
  const family = await createFamily(t.context);
  return { familyId: family.familyId, token: await login(t.app, family.admin.email, testPassword) };
}

describe('deep and broken nesting in a GEDCOM file', () => {
  it('reads, imports and exports legal nesting 99 levels deep, many times over', async () => {
    const { familyId, token } = await emptyFamily();
    const lines = [...head, '0 @I1@ INDI', '1 NAME Deep /Nest/'];
    // 500 chains of 98 levels below a custom line: about 50,000 lines, each as deep as GEDCOM allows.
    for (let chain = 0; chain < 500; chain++) {
      lines.push(`1 _DEEP ${chain}`);
      for (let level = 2; level <= 99; level++) lines.push(`${level} _X ${level}`);
    }
    lines.push('0 TRLR');
    const file = lines.join('\n');
    const preview = await upload(t, familyId, file, token, 'dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<GedcomPreview>().counts.individuals).toBe(1);
    const job = await importFile(t, familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    const exported = await exportFile(t, familyId, token);
    expect(exported.match(/^99 _X 99$/gm)).toHaveLength(500);
  }, 120_000);

  it('warns of level jumps and of levels beyond 99 by line, and imports the rest', async () => {
    const { familyId, token } = await emptyFamily();
    const lines = [...head, '0 @I1@ INDI', '1 NAME Jump /Level/'];
    for (let i = 0; i < 1000; i++) lines.push('1 _JUMP', '98 _FAR', '100 _TOO deep', '2 _NEAR');
    lines.push('0 TRLR');
    const file = lines.join('\n');
    const preview = await upload(t, familyId, file, token, 'dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<GedcomPreview>();
    // Each jump and each three-digit level: 2,000 warnings, the first 200 listed.
    expect(body.warningCount).toBeGreaterThanOrEqual(2000);
    expect(body.warnings).toContainEqual({
      line: 8,
      message: 'Line 8 jumps from level 1 to 98; read as level 2',
    });
    expect(body.warnings).toContainEqual({
      line: 9,
      message: 'Line 9 is not a GEDCOM line; skipped',
    });
    const job = await importFile(t, familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
  }, 120_000);
});
