import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChangePage, type ChangeRecord } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { importFile } from '../gedcom/gedcom.test-helpers.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';

// Issue 17: every kind of write leaves exactly one record; the kinds history.test.ts does not
// cover: a GEDCOM import (one record for the whole import), a branch admin's account, invited
// and then changed, and a child of another family detached from this family's parent.

let t: TestContext;
let family: TestFamily;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
});
afterAll(() => t?.close());

const records = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(family.familyId)}?pageSize=100`,
      headers: bearer(token),
    })
  ).json<ChangePage>().items;

/** The records a write added, oldest first. */
async function recordsOf(write: () => Promise<unknown>): Promise<ChangeRecord[]> {
  const before = new Set((await records()).map((r) => r.id));
  await write();
  return (await records()).filter((r) => !before.has(r.id)).reverse();
}

const change = (record: ChangeRecord, field: string) =>
  record.changes.find((c) => c.field === field);

const gedcom = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME John /Smith/',
  '1 SEX M',
  '0 @I2@ INDI',
  '1 NAME Mary /Jones/',
  '1 SEX F',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '0 TRLR',
].join('\n');

describe('every write leaves exactly one record', () => {
  it('a GEDCOM import: one record with what it wrote, not one per person', async () => {
    const added = await recordsOf(async () => {
      const job = await importFile(t, family.familyId, gedcom, token, 'founder=I1');
      expect(job.status, JSON.stringify(job)).toBe('done');
    });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ action: 'gedcom.import', revertible: true });
    expect(change(added[0]!, 'persons')).toEqual({ field: 'persons', before: null, after: 2 });
    expect(change(added[0]!, 'unions')).toEqual({ field: 'unions', before: null, after: 1 });
  });

  it("a branch admin invited, then their name changed: each one record, with the account's fields", async () => {
    const email = `ben-${Date.now()}@example.com`;
    const save = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.saveBranchAdmin(family.familyId),
        payload: body,
        headers: bearer(token),
      });
    let userId = 0;
    const invited = await recordsOf(async () => {
      const res = await save({ firstName: 'Ben', lastName: 'Branch', email });
      expect(res.statusCode, res.body).toBe(200);
      userId = res.json<{ userId: number }>().userId;
    });
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ action: 'branchAdmin.invite', entityId: userId });
    expect(change(invited[0]!, 'email')).toEqual({ field: 'email', before: null, after: email });

    const updated = await recordsOf(async () => {
      const res = await save({ userId, firstName: 'Ben', lastName: 'Brancher', email });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ action: 'branchAdmin.update', entityId: userId });
    expect(updated[0]!.changes).toEqual([
      { field: 'last_name', before: 'Branch', after: 'Brancher' },
    ]);
  });

  it("a child of another family detached from this family's parent: one child.unlink record", async () => {
    const other = await createFamily(t.context);
    const dina = await addPerson(t.context, family.familyId, { first: 'Dina', gender: 'F' });
    const hal = await addPerson(t.context, other.familyId, { first: 'Hal', gender: 'M' });
    await marry(t.context, other.familyId, hal, dina);
    const kit = await addPerson(t.context, other.familyId, {
      first: 'Kit',
      father: hal,
      mother: dina,
      order: 1,
    });
    const added = await recordsOf(async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: apiPaths.deleteChild(dina, kit),
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(204);
    });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ action: 'child.unlink', entityId: kit });
    expect(added[0]!.changes).toEqual([{ field: 'mother_id', before: dina, after: null }]);
  });
});
