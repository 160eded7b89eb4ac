import { errorCodes, messages } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  familyWithRoles,
  login,
  testPassword,
  type FamilyRoles,
  type TestContext,
} from '../../test-support/index.js';
import { addPerson, assignBranch } from '../tree/tree.test-helpers.js';
import { exportFile, exportWarnings, familyWithFile, importFile } from './gedcom.test-helpers.js';

// Decision 0045: what an export leaves out is answered to the person exporting, by a call of its
// own, not written into the file. Who may ask is who may export.

const warningsUrl = (familyId: number, query = '') =>
  `/api/family/${familyId}/gedcom/export/warnings${query ? `?${query}` : ''}`;

/** A 7.0 file whose persons each have a NO (7.0 only): 5.5.1 has no place for it. */
const sevenFile = (persons: number) =>
  ['0 HEAD', '1 GEDC', '2 VERS 7.0']
    .concat(
      Array.from({ length: persons }, (_, i) => [
        `0 @I${i + 1}@ INDI`,
        `1 NAME Person${i + 1} /Seven/`,
        '1 NO DIV',
      ]).flat(),
    )
    .concat('0 TRLR', '')
    .join('\n');

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/family/{familyId}/gedcom/export/warnings', () => {
  it('answers no warnings when the version has a place for everything', async () => {
    const { family, token } = await familyWithFile(
      t,
      ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME Ada /Plain/', '1 SEX F']
        .concat('1 BIRT', '2 DATE 3 MAR 1850', '0 TRLR', '')
        .join('\n'),
    );
    const none = { warnings: [], warningCount: 0 };
    expect(await exportWarnings(t, family.familyId, token)).toEqual(none);
    expect(await exportWarnings(t, family.familyId, token, 'version=5.5.1')).toEqual(none);
    expect(await exportWarnings(t, family.familyId, token, 'version=7')).toEqual(none);
  });

  it('lists the first 500 and counts them all (the list stays short for a large family)', async () => {
    const { family, token } = await familyWithFile(t, sevenFile(501));
    const { warnings, warningCount } = await exportWarnings(t, family.familyId, token);
    expect(warningCount).toBe(501);
    expect(warnings).toHaveLength(500);
    expect(warnings[0]).toEqual({
      record: expect.stringMatching(/^Person\d+ Seven \(@I\d+@\)$/),
      message: 'Not written in GEDCOM 5.5.1 (it has no place for it): NO under INDI',
    });
    // The file says nothing of them.
    expect(await exportFile(t, family.familyId, token)).not.toMatch(/^0 @[^@]+@ NOTE/m);
  });

  it('answers for a branch, as the export of the branch', async () => {
    const { family, token, id } = await familyWithFile(t, sevenFile(2));
    const { warnings } = await exportWarnings(t, family.familyId, token, `branch=${id.Person2}`);
    expect(warnings.map((w) => w.record)).toEqual([`Person2 Seven (@I${id.Person2}@)`]);
  });
});

describe('who may ask', () => {
  let roles: FamilyRoles;
  let member: number;
  const get = (familyId: number, token: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: warningsUrl(familyId, query),
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    roles = await familyWithRoles(t.app, t.context);
    member = await addPerson(t.context, roles.family.familyId, { first: 'Branch', last: 'Root' });
  });

  it('refuses a visitor (401) and a member who is no admin (403)', async () => {
    expect((await get(roles.family.familyId, null)).statusCode).toBe(401);
    const user = await createUser(t.context, {
      memberships: [{ familyId: roles.family.familyId, role: 'MEMBER' }],
    });
    const res = await get(roles.family.familyId, await login(t.app, user.email, testPassword));
    expect(res.statusCode).toBe(403);
  });

  it('refuses another family’s admin, as the export does', async () => {
    const res = await get(roles.family.familyId, roles.otherAdminToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: errorCodes.forbidden,
      message: messages.gedcom.branchOnly,
    });
  });

  it('lets a branch admin ask for their branch only (the whole family is the family admin’s)', async () => {
    expect((await get(roles.family.familyId, roles.branchToken)).statusCode).toBe(403);
    expect(
      (await get(roles.family.familyId, roles.branchToken, `branch=${member}`)).statusCode,
    ).toBe(403);
    const branchAdmin = await createUser(t.context, {
      memberships: [{ familyId: roles.family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await assignBranch(t.context, roles.family.familyId, branchAdmin.userId, member);
    const token = await login(t.app, branchAdmin.email, testPassword);
    expect((await get(roles.family.familyId, token, `branch=${member}`)).statusCode).toBe(200);
    expect((await get(roles.family.familyId, token)).statusCode).toBe(403);
  });

  it('refuses a version it does not write (400, naming the field)', async () => {
    const res = await get(roles.family.familyId, roles.adminToken, 'version=6');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errorCodes.invalidInput });
    expect(JSON.stringify(res.json())).toContain('version');
  });

  it('answers 404 for a branch person of another family', async () => {
    const stranger = await addPerson(t.context, roles.other.familyId, { first: 'Stranger' });
    const res = await t.app.inject({
      method: 'GET',
      url: warningsUrl(roles.family.familyId, `branch=${stranger}`),
      headers: { ...bearer(roles.adminToken), host: `${roles.family.domainName}.localhost` },
    });
    expect(res.statusCode).toBe(404);
  });
});

// Files exported before decision 0045 end with the export's own note: an import leaves it out.
describe('a file with an older export’s warning note', () => {
  it('imports without the note', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const file = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME Old /Export/']
      .concat('1 NOTE @N1@', '0 @N1@ NOTE The family’s own note')
      .concat('0 @EXPORT_WARNINGS@ NOTE Not written in GEDCOM 5.5.1 (it has no place for them):')
      .concat('1 CONT 1 × NO under INDI', '0 TRLR', '')
      .join('\n');
    const job = await importFile(t, family.familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    expect(job.summary?.notes).toBe(1);
    const exported = await exportFile(t, family.familyId, token);
    expect(exported).not.toContain('EXPORT_WARNINGS');
    expect(exported.match(/^0 @[^@]+@ NOTE/gm)).toHaveLength(1);
  });
});
