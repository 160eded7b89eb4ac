import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type ChangePage,
  type LoginResponse,
  type MemberAccountItem,
} from '@familytree/shared';
import {
  bearer,
  createTestContext,
  lastInvitationToken,
  snapshotTables,
  uniqueEmail,
  type TestContext,
} from '../../test-support/index.js';
import {
  aboutBody,
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

// Issue 17: the admins' list of a family's member accounts, and removing a member's access.

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
/** A member keeping AC (in the branch admin's branch) and one keeping B (outside it). */
const members = {} as Record<
  'inBranch' | 'outside',
  { userId: number; token: string; email: string }
>;

async function newMember(personId: number) {
  const email = uniqueEmail('member');
  const invited = await api.post(
    apiPaths.memberAccount(w.family.familyId, personId),
    { email },
    w.tokens.admin,
  );
  expect(invited.statusCode, invited.body).toBe(200);
  const accepted = await t.app.inject({
    method: 'POST',
    url: apiPaths.acceptInvitation(lastInvitationToken(t.context, email)),
    payload: { password: 'my-own-family-passphrase' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const login = accepted.json<LoginResponse>();
  return { userId: invited.json<{ userId: number }>().userId, token: login.token, email };
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  members.inBranch = await newMember(w.ids.ac);
  members.outside = await newMember(w.ids.b);
});
afterAll(() => closeTestContext(t));

const list = (token?: string) => api.get(apiPaths.memberAccounts(w.family.familyId), token);
const remove = (userId: number, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: apiPaths.removeMemberAccount(w.family.familyId, userId),
    headers: token ? bearer(token) : {},
  });

describe('the list of member accounts', () => {
  it('a family admin sees every member with email, person and status', async () => {
    const res = await list(w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<MemberAccountItem[]>();
    expect(items).toHaveLength(2);
    expect(items.find((m) => m.userId === members.inBranch.userId)).toMatchObject({
      email: members.inBranch.email,
      personId: w.ids.ac,
      personName: 'Cleo Person',
      status: 'ACTIVE',
    });
    // Each invitation left one history record about the person.
    const history = await api.get(
      `${apiPaths.familyHistory(w.family.familyId)}?personId=${w.ids.ac}`,
      w.tokens.admin,
    );
    const invites = history
      .json<ChangePage>()
      .items.filter((r) => r.action === 'memberAccount.invite');
    expect(invites).toHaveLength(1);
    expect(invites[0]!.changes).toContainEqual({
      field: 'email',
      before: null,
      after: members.inBranch.email,
    });
  });

  it('a branch admin sees the members of their branch only', async () => {
    const res = await list(w.tokens.branch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberAccountItem[]>().map((m) => m.userId)).toEqual([members.inBranch.userId]);
  });

  it('refuses a visitor (401), a member, an invited branch admin and another family (403)', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const token of [members.inBranch.token, w.tokens.invited, w.tokens.otherAdmin])
      expect((await list(token)).statusCode).toBe(403);
  });
});

describe("removing a member's access", () => {
  it('is refused, changing nothing, to a visitor, a member, a branch admin outside their branch and another family', async () => {
    for (const [token, userId, status] of [
      [undefined, members.outside.userId, 401],
      [members.inBranch.token, members.outside.userId, 403],
      [members.inBranch.token, members.inBranch.userId, 403],
      [w.tokens.branch, members.outside.userId, 403],
      [w.tokens.otherAdmin, members.inBranch.userId, 403],
    ] as const) {
      const before = await snapshotTables(t.context.db);
      const res = await remove(userId, token);
      expect(res.statusCode, res.body).toBe(status);
      expect(await snapshotTables(t.context.db)).toBe(before);
    }
    expect((await remove(99_999_999, w.tokens.admin)).statusCode).toBe(404);
    // A family admin or branch admin is no member: not removed through this call.
    expect((await remove(w.users.branch.userId, w.tokens.admin)).statusCode).toBe(404);
  });

  it("the branch admin removes their branch's member: the member can no longer edit, one history record", async () => {
    const save = () => api.save(w.ids.ac, 'saveAbout', aboutBody(), members.inBranch.token);
    expect((await save()).statusCode).toBe(200);
    const res = await remove(members.inBranch.userId, w.tokens.branch);
    expect(res.statusCode, res.body).toBe(204);
    expect((await save()).statusCode).toBe(403);
    const ids = (await list(w.tokens.admin)).json<MemberAccountItem[]>().map((m) => m.userId);
    expect(ids).toEqual([members.outside.userId]);
    const history = await api.get(
      `${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`,
      w.tokens.admin,
    );
    expect(history.json<ChangePage>().items[0]).toMatchObject({
      action: 'memberAccount.remove',
      entityId: members.inBranch.userId,
      personId: w.ids.ac,
      userId: w.users.branch.userId,
      revertible: true,
    });
    expect((await remove(members.inBranch.userId, w.tokens.admin)).statusCode).toBe(404);
  });

  it('the family admin removes any member', async () => {
    expect((await remove(members.outside.userId, w.tokens.admin)).statusCode).toBe(204);
    expect((await list(w.tokens.admin)).json<MemberAccountItem[]>()).toEqual([]);
  });
});
