import { errorCodes, messages } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  createUser,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { featureFile } from './gedcom.fixture.js';
import { generateGedcom } from './gedcom-generator.js';
import { importFile, upload } from './gedcom.test-helpers.js';

// Issue 13: every refusal of the GEDCOM import (bad files, a family with persons, who may import)
// answers its status and message and changes nothing, on SQLite and PostgreSQL.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

async function emptyFamily(): Promise<{ family: TestFamily; token: string }> {
  const family = await createFamily(t.context);
  return { family, token: await login(t.app, family.admin.email, testPassword) };
}

describe('bad inputs are refused and change nothing', () => {
  async function refused(
    res: Promise<{ statusCode: number; body: string }>,
    status: number,
    message: string,
  ) {
    const before = await snapshotTables(t.context.db);
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    expect(JSON.parse(answer.body).message).toBe(message);
    expect(await snapshotTables(t.context.db)).toBe(before);
  }

  it('refuses a file that is not GEDCOM (400), for a preview and an import', async () => {
    const { family, token } = await emptyFamily();
    for (const query of ['dryRun=true', ''])
      await refused(
        upload(t, family.familyId, 'name,born\nJohn,1850\n', token, query),
        400,
        messages.gedcom.notGedcom,
      );
    await refused(
      upload(t, family.familyId, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]), token),
      400,
      messages.gedcom.notGedcom,
    );
  });

  it('refuses a request without the file part (400)', async () => {
    const { family, token } = await emptyFamily();
    const res = t.app.inject({
      method: 'POST',
      url: `/api/family/${family.familyId}/gedcom/import`,
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    await refused(res, 400, messages.gedcom.fileRequired);
  });

  it('refuses a file over 200 MB (413)', async () => {
    const { family, token } = await emptyFamily();
    const big = Buffer.alloc(200 * 1024 * 1024 + 1, 0x20);
    big.write('0 HEAD\n');
    await refused(upload(t, family.familyId, big, token), 413, messages.gedcom.tooLarge);
  });

  // An import into a family that has persons is no refusal since decision 0055: its tests are
  // gedcom-import-existing.test.ts.
  it('refuses an unknown founder (400)', async () => {
    const { family, token } = await emptyFamily();
    await refused(
      upload(t, family.familyId, featureFile, token, 'founder=I4'),
      400,
      messages.gedcom.unknownFounder,
    );
  });

  it('leaves the family as it was when the import fails, naming the line', async () => {
    const { family, token } = await emptyFamily();
    // The last person of a 2,500-person file (written in the second batch) has a name with a
    // text-direction control, which no saved name may contain.
    const lines = generateGedcom(2500).split('\n');
    const at = lines.lastIndexOf('0 @I2500@ INDI') + 1;
    lines[at] = '1 NAME Evil\u202e /Name/';
    const before = await snapshotTables(t.context.db);
    const job = await importFile(t, family.familyId, lines.join('\n'), token);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      `${messages.gedcom.failed} Line ${at}: ${messages.input.directionControls}`,
    );
    const after = JSON.parse(await snapshotTables(t.context.db));
    const was = JSON.parse(before);
    for (const table of Object.keys(was).filter((name) => name !== 'gedcom_import_jobs'))
      expect(after[table], table).toEqual(was[table]);
  });
});

describe('who may import', () => {
  it('refuses a visitor (401), a branch admin and another family’s admin (403)', async () => {
    const { family } = await emptyFamily();
    const other = await emptyFamily();
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const branchToken = await login(t.app, branch.email, testPassword);
    const before = await snapshotTables(t.context.db);
    expect(
      (await upload(t, family.familyId, featureFile, undefined, 'dryRun=true')).statusCode,
    ).toBe(401);
    expect((await upload(t, family.familyId, featureFile, undefined)).statusCode).toBe(401);
    for (const token of [branchToken, other.token]) {
      const preview = await upload(t, family.familyId, featureFile, token, 'dryRun=true');
      expect(preview.statusCode).toBe(403);
      expect(preview.json().code).toBe(errorCodes.forbidden);
      expect((await upload(t, family.familyId, featureFile, token)).statusCode).toBe(403);
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
