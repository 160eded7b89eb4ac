import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, historyMessages, type BranchAdmin, type ChangePage } from '@familytree/shared';
import {
  bearer,
  createTestContext,
  lastInvitationToken,
  mailsTo,
  snapshotTables,
  uniqueEmail,
  type TestContext,
} from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/**
 * Issue 29: the records of accounts are undone from the history like any other change: a branch
 * admin invited or changed, a relative invited to keep their profile or removed. A revert keeps
 * the account its owner's: the consent they gave stays, an open invitation is mailed again.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
const password = 'a long new password';

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
}, 60_000);
afterAll(() => closeTestContext(t));

const familyId = () => w.family.familyId;
const newest = async () =>
  (
    await api.get(`${apiPaths.familyHistory(familyId())}?pageSize=1`, w.tokens.admin)
  ).json<ChangePage>().items[0]!;
const revert = (changeId: number, token = w.tokens.admin) =>
  api.post(apiPaths.revertChange(familyId(), changeId), undefined, token);
const membership = (userId: number) =>
  t.context.db
    .selectFrom('memberships')
    .select(['role', 'status', 'person_id', 'accepted_at'])
    .where('family_id', '=', familyId())
    .where('user_id', '=', userId)
    .executeTakeFirst();
const invitationAnswer = async (email: string) =>
  (await api.get(apiPaths.invitation(lastInvitationToken(t.context, email)))).statusCode;
const accept = (email: string) =>
  api.post(apiPaths.acceptInvitation(lastInvitationToken(t.context, email)), { password });
const changedTables = () => snapshotTables(t.context.db);

describe('a relative invited to keep their profile', () => {
  const invite = async (personId: number, email: string) => {
    const res = await api.post(
      apiPaths.memberAccount(familyId(), personId),
      { email },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ userId: number }>().userId;
  };
  const remove = (userId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: apiPaths.removeMemberAccount(familyId(), userId),
      headers: bearer(w.tokens.admin),
    });

  it('the invitation reverted ends the membership and its link; reverting that invites again', async () => {
    const email = uniqueEmail('relative');
    const userId = await invite(w.ids.b, email);
    const invited = await newest();
    expect(invited).toMatchObject({ action: 'memberAccount.invite', revertible: true });

    const res = await revert(invited.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await membership(userId)).toBeUndefined();
    expect(await invitationAnswer(email)).not.toBe(200);

    const mails = mailsTo(t.context, email).length;
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await membership(userId)).toMatchObject({ status: 'INVITED', person_id: w.ids.b });
    // The old link stopped working: a new one is mailed, and it works.
    expect(mailsTo(t.context, email)).toHaveLength(mails + 1);
    expect(await invitationAnswer(email)).toBe(200);
    expect((await accept(email)).statusCode).toBe(200);
    expect((await remove(userId)).statusCode).toBe(204);
  });

  it('a removal reverted gives an accepted member their profile back, without asking again', async () => {
    const email = uniqueEmail('member');
    const userId = await invite(w.ids.as, email);
    const login = (await accept(email)).json<{ token: string }>();
    const accepted = (await membership(userId))!;
    expect(accepted.status).toBe('ACTIVE');
    expect((await remove(userId)).statusCode).toBe(204);
    const removed = await newest();
    expect(removed).toMatchObject({ action: 'memberAccount.remove', revertible: true });
    expect(removed.changes.map((c) => c.field)).not.toContain('_accepted_at');

    const mails = mailsTo(t.context, email).length;
    expect((await revert(removed.id)).statusCode).toBe(200);
    expect(await membership(userId)).toEqual(accepted);
    expect(mailsTo(t.context, email)).toHaveLength(mails);
    const read = await api.get(apiPaths.memberProfile(w.ids.as), login.token);
    expect(read.statusCode).toBe(200);
    expect((await remove(userId)).statusCode).toBe(204);
  });

  it('a removal is not reverted when the person has another account since', async () => {
    const email = uniqueEmail('first');
    const first = await invite(w.ids.ac, email);
    expect((await remove(first)).statusCode).toBe(204);
    const removed = await newest();
    const second = await invite(w.ids.ac, uniqueEmail('second'));

    const before = await changedTables();
    const res = await revert(removed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      historyMessages.breaksRule('the person has another member account since.'),
    );
    expect(await changedTables()).toEqual(before);
    expect((await remove(second)).statusCode).toBe(204);
  });

  it('a revert is refused to a branch admin, another family’s admin and a visitor', async () => {
    const userId = await invite(w.ids.r, uniqueEmail('root'));
    const invited = await newest();
    for (const [token, status] of [
      [w.tokens.branch, 403],
      [w.tokens.otherAdmin, 403],
      ['', 401],
    ] as const)
      expect((await revert(invited.id, token)).statusCode).toBe(status);
    expect(await membership(userId)).toMatchObject({ status: 'INVITED' });
    expect((await remove(userId)).statusCode).toBe(204);
  });
});

describe('a branch admin', () => {
  const save = async (body: object) => {
    const res = await api.post(apiPaths.saveBranchAdmin(familyId()), body, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BranchAdmin>();
  };
  const branchOf = async (userId: number) =>
    (
      await t.context.db
        .selectFrom('branch_assignments')
        .select('person_id')
        .where('user_id', '=', userId)
        .orderBy('person_id')
        .execute()
    ).map((r) => r.person_id);
  const assign = async (userId: number, personId: number) =>
    expect(
      (await api.post(apiPaths.assignBranchAdmin(familyId(), userId, personId), {}, w.tokens.admin))
        .statusCode,
    ).toBe(204);

  it('invited, then reverted: no membership, the link stops working; reverted again: asked again', async () => {
    const email = uniqueEmail('helper');
    const admin = await save({ firstName: 'Hal', lastName: 'Helper', email });
    const invited = await newest();
    expect(invited).toMatchObject({ action: 'branchAdmin.invite', revertible: true });

    expect((await revert(invited.id)).statusCode).toBe(200);
    expect(await membership(admin.userId)).toBeUndefined();
    expect(await invitationAnswer(email)).not.toBe(200);

    const mails = mailsTo(t.context, email).length;
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await membership(admin.userId)).toMatchObject({
      role: 'BRANCH_ADMIN',
      status: 'INVITED',
      accepted_at: null,
    });
    expect(mailsTo(t.context, email)).toHaveLength(mails + 1);
    expect(await invitationAnswer(email)).toBe(200);
  });

  it('an invitation accepted and reverted ends the access and the sessions', async () => {
    const email = uniqueEmail('accepting');
    const admin = await save({ firstName: 'Ada', lastName: 'Accepting', email });
    const invited = await newest();
    const { token } = (await accept(email)).json<{ token: string }>();
    expect((await api.get(apiPaths.allBranchAdmins(familyId()), token)).statusCode).toBe(403);

    expect((await revert(invited.id)).statusCode).toBe(200);
    expect(await membership(admin.userId)).toBeUndefined();
    expect((await api.get(apiPaths.myAccount, token)).statusCode).toBe(401);
  });

  it('an invitation is not reverted while members are in their branch', async () => {
    const admin = await save({ firstName: 'Bo', lastName: 'Busy', email: uniqueEmail('busy') });
    const invited = await newest();
    await assign(admin.userId, w.ids.b);

    const before = await changedTables();
    const res = await revert(invited.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^This change cannot be reverted: Bert Person in this branch admin's branch, changed by .* on .*, depends on it\./,
    );
    expect(await changedTables()).toEqual(before);
  });

  it('a block reverted gives back the access and the branch it freed, not a member given away since', async () => {
    const branch = w.users.branch;
    await assign(branch.userId, w.ids.r);
    const had = await branchOf(branch.userId);
    const was = (await membership(branch.userId))!;
    await save({ ...nameOf(branch), userId: branch.userId, status: 'BLOCK' });
    const blocked = await newest();
    expect(blocked).toMatchObject({ action: 'branchAdmin.update', revertible: true });
    expect(await branchOf(branch.userId)).toEqual([]);
    // Meanwhile the founder is given to another branch admin.
    await assign(w.users.invited.userId, w.ids.r);

    expect((await revert(blocked.id)).statusCode).toBe(200);
    expect(await membership(branch.userId)).toEqual(was);
    expect(await branchOf(branch.userId)).toEqual(had.filter((id) => id !== w.ids.r));
    expect(await branchOf(w.users.invited.userId)).toContain(w.ids.r);
  });

  it('a corrected email reverted goes back, with a new link to the address it had', async () => {
    const email = uniqueEmail('typo');
    const admin = await save({ firstName: 'Tia', lastName: 'Typo', email });
    const corrected = uniqueEmail('fixed');
    await save({ firstName: 'Tia', lastName: 'Typo', email: corrected, userId: admin.userId });
    const edit = await newest();
    const mails = mailsTo(t.context, email).length;

    expect((await revert(edit.id)).statusCode).toBe(200);
    const user = await t.context.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', admin.userId)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(email);
    expect(mailsTo(t.context, email)).toHaveLength(mails + 1);
    expect(await invitationAnswer(email)).toBe(200);
  });

  it('a name edit is not reverted once the owner has claimed the account', async () => {
    const email = uniqueEmail('claimed');
    const admin = await save({ firstName: 'Cal', lastName: 'Draft', email });
    await save({ firstName: 'Cal', lastName: 'Claimed', email, userId: admin.userId });
    const edit = await newest();
    expect((await accept(email)).statusCode).toBe(200);

    const before = await changedTables();
    const res = await revert(edit.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      historyMessages.breaksRule('only the account owner can change their name.'),
    );
    expect(await changedTables()).toEqual(before);
  });
});

const nameOf = (user: { firstName: string; lastName: string; email: string }) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});
