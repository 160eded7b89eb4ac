import { apiPaths, errorCodes } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../test-support/index.js';
import { buildBranchWorld, type BranchWorld } from '../tree/branch.fixture.js';
import { client, snapshot } from '../tree/tree.test-helpers.js';

// canedit, the branch admin of a member, the selectable list, and assigning (design.md
// "Permissions"; spec part 7 "Branch admins").

let t: TestContext;
let w: BranchWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildBranchWorld(t);
});

afterAll(async () => {
  await t?.close();
});

type Person = keyof BranchWorld['ids'];
type Who = keyof BranchWorld['users'];

const canEdit = (asker: Who | null, subject: Who, member: Person, familyId = w.family.familyId) =>
  client(t).get(
    apiPaths.canEdit(familyId, w.users[subject].userId, w.ids[member]),
    asker ? w.tokens[asker] : undefined,
  );

async function answer(asker: Who, subject: Who, member: Person): Promise<boolean> {
  const res = await canEdit(asker, subject, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<boolean>();
}

describe('GET /api/family/{familyId}/admin/{userId}/member/{memberId}/canedit', () => {
  it('answers true for the family admin on every person of the family', async () => {
    for (const member of ['r', 'rw', 'a', 'acc', 'b', 'bc'] as const) {
      expect(await answer('admin', 'admin', member), member).toBe(true);
    }
  });

  it("answers the branch rule for a branch admin: the branch and its descendants' spouses", async () => {
    const inside = ['a', 'as', 'ac', 'acs', 'acc'] as const;
    const outside = ['r', 'rw', 'b', 'bs', 'bc'] as const;
    for (const member of inside)
      expect(await answer('branch', 'branch', member), member).toBe(true);
    for (const member of outside) {
      expect(await answer('branch', 'branch', member), member).toBe(false);
    }
  });

  it('answers false for INVITED, BLOCK and unassigned branch admins', async () => {
    for (const who of ['invited', 'blocked', 'idle'] as const) {
      expect(await answer(who, who, 'a'), who).toBe(false);
      expect(await answer(who, who, 'acc'), who).toBe(false);
    }
  });

  it("lets the family admin ask about another user's rights", async () => {
    expect(await answer('admin', 'branch', 'ac')).toBe(true);
    expect(await answer('admin', 'branch', 'b')).toBe(false);
    expect(await answer('admin', 'blocked', 'a')).toBe(false);
  });

  it("refuses a non-family-admin asking about another user's id with 403", async () => {
    for (const asker of ['branch', 'invited', 'idle', 'otherAdmin'] as const) {
      const res = await canEdit(asker, 'admin', 'a');
      expect(res.statusCode, asker).toBe(403);
      expect(res.json().code).toBe(errorCodes.forbidden);
    }
  });

  it('answers false for a person of another family or an unknown person', async () => {
    expect(await answer('admin', 'admin', 'x')).toBe(false);
    const res = await client(t).get(
      apiPaths.canEdit(w.family.familyId, w.users.admin.userId, 999_999),
      w.tokens.admin,
    );
    expect(res.json()).toBe(false);
    // The other family's admin has no rights in this family.
    expect(await answer('otherAdmin', 'otherAdmin', 'a')).toBe(false);
  });

  it('refuses a visitor with 401 and non-numeric ids with 400', async () => {
    expect((await canEdit(null, 'admin', 'a')).statusCode).toBe(401);
    const bad = await client(t).get(
      `/api/family/${w.family.familyId}/admin/abc/member/1/canedit`,
      w.tokens.admin,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/family/{memberId}/branchadmin', () => {
  const of = (member: number, asker: Who | null = 'admin') =>
    client(t).get(apiPaths.branchAdminOfMember(member), asker ? w.tokens[asker] : undefined);

  it('answers the assigned branch admin, or null', async () => {
    // A, assigned last to `blocked` in the fixture, has the most recent assignment.
    expect((await of(w.ids.a)).json()).toEqual({ userId: expect.any(Number) });
    expect((await of(w.ids.b)).json()).toEqual({ userId: null });
  });

  it('is for the family admin only', async () => {
    expect((await of(w.ids.a, null)).statusCode).toBe(401);
    expect((await of(w.ids.a, 'branch')).statusCode).toBe(403);
    expect((await of(w.ids.a, 'otherAdmin')).statusCode).toBe(403);
    expect((await of(999_999)).statusCode).toBe(404);
  });
});

describe('GET /api/family/{familyId}/branchadmin/list', () => {
  const list = (asker: Who | null, familyId = w.family.familyId) =>
    client(t).get(apiPaths.selectableBranchAdmins(familyId), asker ? w.tokens[asker] : undefined);

  it('lists the ACTIVE and INVITED branch admins with userId, names and email', async () => {
    const res = await list('admin');
    expect(res.statusCode).toBe(200);
    const body = res.json<Array<{ userId: number }>>();
    expect(body.map((b) => b.userId).sort()).toEqual(
      [w.users.branch.userId, w.users.invited.userId, w.users.idle.userId].sort(),
    );
    const { branch } = w.users;
    expect(body).toContainEqual({
      userId: branch.userId,
      firstName: branch.firstName,
      lastName: branch.lastName,
      email: branch.email,
    });
  });

  it('is for the family admin only', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('branch')).statusCode).toBe(403);
    expect((await list('otherAdmin')).statusCode).toBe(403);
    expect((await list('admin', w.other.familyId)).statusCode).toBe(403);
  });
});

describe('POST /api/family/{familyId}/branchAdmin/{userId}/member/{memberId}', () => {
  const assign = (
    asker: Who | null,
    userId: number,
    member: number,
    familyId = w.family.familyId,
  ) =>
    client(t).post(
      apiPaths.assignBranchAdmin(familyId, userId, member),
      undefined,
      asker ? w.tokens[asker] : undefined,
    );

  async function refused(send: () => ReturnType<typeof assign>, status: number) {
    const before = await snapshot(t.context);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await snapshot(t.context)).toEqual(before);
    return res.json();
  }

  it('assigns a branch admin to a member, who can then edit that branch', async () => {
    expect(await answer('idle', 'idle', 'bc')).toBe(false);
    const res = await assign('admin', w.users.idle.userId, w.ids.b);
    expect(res.statusCode).toBe(204);
    expect(
      (await client(t).get(apiPaths.branchAdminOfMember(w.ids.b), w.tokens.admin)).json(),
    ).toEqual({ userId: w.users.idle.userId });
    expect(await answer('idle', 'idle', 'bc')).toBe(true);
    expect(await answer('idle', 'idle', 'a')).toBe(false);
  });

  it("replaces the member's previous branch admin", async () => {
    expect(await answer('branch', 'branch', 'ac')).toBe(true);
    expect((await assign('admin', w.users.invited.userId, w.ids.a)).statusCode).toBe(204);
    const rows = await t.context.db
      .selectFrom('branch_assignments')
      .select('user_id')
      .where('person_id', '=', w.ids.a)
      .execute();
    expect(rows).toEqual([{ user_id: w.users.invited.userId }]);
    expect(await answer('branch', 'branch', 'ac')).toBe(false);
    // Assigned back for the tests that follow.
    expect((await assign('admin', w.users.branch.userId, w.ids.a)).statusCode).toBe(204);
    expect(await answer('branch', 'branch', 'ac')).toBe(true);
  });

  it('refuses a user who is not an active or invited branch admin of the family with 400', async () => {
    const stranger = await createUser(t.context);
    const otherBranch = await createUser(t.context, {
      memberships: [{ familyId: w.other.familyId, role: 'BRANCH_ADMIN' }],
    });
    for (const userId of [
      w.users.admin.userId,
      w.users.blocked.userId,
      w.users.otherAdmin.userId,
      stranger.userId,
      otherBranch.userId,
      999_999,
    ]) {
      const body = await refused(() => assign('admin', userId, w.ids.bc), 400);
      expect(body.code).toBe(errorCodes.invalidInput);
      expect(Object.keys(body.fields)).toEqual(['userId']);
    }
  });

  it('answers 404 for a member outside the family', async () => {
    await refused(() => assign('admin', w.users.idle.userId, w.ids.x), 404);
    await refused(() => assign('admin', w.users.idle.userId, 999_999), 404);
  });

  it('is for the family admin only, and changes nothing otherwise', async () => {
    const userId = w.users.idle.userId;
    await refused(() => assign(null, userId, w.ids.r), 401);
    await refused(() => assign('branch', userId, w.ids.r), 403);
    await refused(() => assign('branch', w.users.branch.userId, w.ids.b), 403);
    await refused(() => assign('invited', userId, w.ids.r), 403);
    await refused(() => assign('otherAdmin', userId, w.ids.r), 403);
    await refused(() => assign('otherAdmin', userId, w.ids.x, w.other.familyId), 400);
    await refused(() => client(t).post(`/api/family/x/branchAdmin/${userId}/member/1`), 400);
  });
});
