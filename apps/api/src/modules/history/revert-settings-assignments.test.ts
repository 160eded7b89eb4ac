import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  historyMessages,
  type ChangePage,
  type FamilySettings,
} from '@familytree/shared';
import {
  bearer,
  createTestContext,
  createUser,
  type TestContext,
} from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/** Issue 29: the privacy settings and branch assignments are undone from the history. */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
}, 60_000);
afterAll(() => closeTestContext(t));

const newest = async () =>
  (
    await api.get(`${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`, w.tokens.admin)
  ).json<ChangePage>().items[0]!;
const revert = (changeId: number, token = w.tokens.admin) =>
  api.post(apiPaths.revertChange(w.family.familyId, changeId), undefined, token);
const settingsUrl = () => `/api/family/${w.family.familyId}/settings`;
const saveSettings = (body: FamilySettings) =>
  t.app.inject({
    method: 'PUT',
    url: settingsUrl(),
    payload: body,
    headers: bearer(w.tokens.admin),
  });
const settings = async () => (await api.get(settingsUrl(), w.tokens.admin)).json<FamilySettings>();
const branchAdminOf = (memberId: number) =>
  t.context.db
    .selectFrom('branch_assignments')
    .select('user_id')
    .where('person_id', '=', memberId)
    .execute();

describe('the privacy settings', () => {
  it('come back as they were, and the revert is undone the same way', async () => {
    const was = await settings();
    const changed = { visitorDates: 'NAMES', membersOnly: !was.membersOnly } as const;
    expect((await saveSettings(changed)).statusCode).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'settings.edit', revertible: true });
    expect((await revert(edit.id)).statusCode).toBe(200);
    expect(await settings()).toEqual(was);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await settings()).toEqual({ ...changed, language: null });
  });

  it('a revert is refused to the branch admin and to another family’s admin', async () => {
    const edit = await newest();
    expect((await revert(edit.id, w.tokens.branch)).statusCode).toBe(403);
    expect((await revert(edit.id, w.tokens.otherAdmin)).statusCode).toBe(403);
    expect((await revert(edit.id, '')).statusCode).toBe(401);
  });
});

describe('a branch assignment', () => {
  it('goes back to the branch admin the member had, or to none', async () => {
    const member = w.ids.b;
    const had = await branchAdminOf(member);
    const assign = await api.post(
      apiPaths.assignBranchAdmin(w.family.familyId, w.users.branch.userId, member),
      undefined,
      w.tokens.admin,
    );
    expect(assign.statusCode, assign.body).toBeLessThan(300);
    const change = await newest();
    expect(change).toMatchObject({ action: 'branchAdmin.assign', revertible: true });
    expect((await revert(change.id)).statusCode).toBe(200);
    expect(await branchAdminOf(member)).toEqual(had);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await branchAdminOf(member)).toEqual([{ user_id: w.users.branch.userId }]);
  });

  it.each(['BLOCKED', 'REJECTED'] as const)(
    'is refused (409) to a branch admin since %s, and the member stays as they are',
    async (status) => {
      const removed = await createUser(t.context, {
        memberships: [{ familyId: w.family.familyId, role: 'BRANCH_ADMIN' }],
      });
      const member = w.ids.ac;
      const assign = await api.post(
        apiPaths.assignBranchAdmin(w.family.familyId, removed.userId, member),
        undefined,
        w.tokens.admin,
      );
      expect(assign.statusCode, assign.body).toBeLessThan(300);
      // The assignment undone, then the branch admin removed: undoing the undo would give the
      // member back to them.
      expect((await revert((await newest()).id)).statusCode).toBe(200);
      const unassigned = await newest();
      const had = await branchAdminOf(member);
      await t.context.db
        .updateTable('memberships')
        .set({ status })
        .where('family_id', '=', w.family.familyId)
        .where('user_id', '=', removed.userId)
        .execute();
      const res = await revert(unassigned.id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        historyMessages.breaksRule('the branch admin it gives the member back to is gone.'),
      );
      expect(await branchAdminOf(member)).toEqual(had);
      expect((await newest()).id).toBe(unassigned.id);
    },
  );
});
