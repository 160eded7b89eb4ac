import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorCodes,
  messages,
  type BranchAdmin,
  type PendingInvitation,
} from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  lastInvitationToken,
  login,
  loginResponse,
  uniqueEmail,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';

// An existing account added by a family is only invited: its owner answers after logging in, or
// through the mailed link, which then asks for a login and never sets a password.

let t: TestContext;
let family: TestFamily;
let adminToken: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const pending = async (token: string) =>
  (await call('GET', apiPaths.myInvitations, token)).json<PendingInvitation[]>();

/** A user with a password and a family of their own, invited by `family` as a branch admin. */
async function invitedOwner(): Promise<{ owner: TestUser; home: TestFamily; token: string }> {
  const home = await createFamily(t.context);
  const res = await call('POST', apiPaths.saveBranchAdmin(family.familyId), adminToken, {
    firstName: 'Ignored',
    lastName: 'Name',
    email: home.admin.email,
  });
  expect(res.json<BranchAdmin>().status).toBe('INVITED');
  const token = await login(t.app, home.admin.email, home.admin.password);
  return { owner: home.admin, home, token };
}

async function membership(userId: number, familyId = family.familyId) {
  return t.context.db
    .selectFrom('memberships')
    .select(['status', 'accepted_at'])
    .where('user_id', '=', userId)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
}

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context, { name: 'Inviting Family' });
  adminToken = await login(t.app, family.admin.email, family.admin.password);
});
afterAll(() => t.close());

describe('my pending invitations', () => {
  it('lists the invitation; accepting makes the membership ACTIVE and the family appear', async () => {
    const { owner, home, token } = await invitedOwner();
    expect(await pending(token)).toEqual([
      {
        familyId: family.familyId,
        familyName: 'Inviting Family',
        domainName: family.domainName,
        role: 'BRANCH_ADMIN',
        invitedAt: expect.any(String),
      },
    ]);
    const accepted = await call('POST', apiPaths.acceptMyInvitation(family.familyId), token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().familyList.map((f: { domainName: string }) => f.domainName)).toEqual([
      home.domainName,
      family.domainName,
    ]);
    expect(await membership(owner.userId)).toMatchObject({
      status: 'ACTIVE',
      accepted_at: expect.any(String),
    });
    expect(await pending(token)).toEqual([]);
    const again = await loginResponse(t.app, owner.email, owner.password);
    expect(again.familyList).toContainEqual(
      expect.objectContaining({ domainName: family.domainName, roles: ['BRANCH_ADMIN'] }),
    );
    // The mailed link is used up by the answer.
    const link = lastInvitationToken(t.context, owner.email);
    expect((await call('GET', apiPaths.invitation(link))).statusCode).toBe(410);
  });

  it('declining sets REJECTED and gives no rights', async () => {
    const { owner, token } = await invitedOwner();
    const declined = await call('POST', apiPaths.declineMyInvitation(family.familyId), token);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().familyList).toHaveLength(1);
    expect(await membership(owner.userId)).toMatchObject({ status: 'REJECTED', accepted_at: null });
    expect(await pending(token)).toEqual([]);
    // Still logged in, for their own family.
    expect((await call('POST', apiPaths.check, token)).statusCode).toBe(200);
    // The family admin cannot turn the refusal into ACTIVE.
    const res = await call('POST', apiPaths.saveBranchAdmin(family.familyId), adminToken, {
      userId: owner.userId,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(await membership(owner.userId)).toMatchObject({ status: 'REJECTED' });
  });

  it('refuses visitors (401) and anyone without an invitation from that family (404)', async () => {
    const { owner } = await invitedOwner();
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const branchToken = await login(t.app, branch.email, branch.password);
    const stranger = await createFamily(t.context);
    const strangerToken = await login(t.app, stranger.admin.email, stranger.admin.password);
    const before = await membership(owner.userId);

    expect((await call('GET', apiPaths.myInvitations)).statusCode).toBe(401);
    for (const url of [
      apiPaths.acceptMyInvitation(family.familyId),
      apiPaths.declineMyInvitation(family.familyId),
    ]) {
      expect((await call('POST', url)).statusCode).toBe(401);
      for (const token of [adminToken, branchToken, strangerToken]) {
        const res = await call('POST', url, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          code: errorCodes.notFound,
          message: messages.invitations.noneFromFamily,
        });
      }
    }
    expect((await call('POST', '/api/my/invitations/abc/accept', adminToken)).statusCode).toBe(400);
    expect(await membership(owner.userId)).toEqual(before);
    expect(await membership(branch.userId)).toMatchObject({ status: 'ACTIVE' });
    expect(await pending(strangerToken)).toEqual([]);
  });
});

describe('the mailed link of an existing account', () => {
  it('cannot set a password: the owner logs in and answers instead', async () => {
    const { owner } = await invitedOwner();
    const link = lastInvitationToken(t.context, owner.email);
    const shown = await call('GET', apiPaths.invitation(link));
    expect(shown.json()).toMatchObject({ hasAccount: true, familyId: family.familyId });

    const hijack = await call('POST', apiPaths.acceptInvitation(link), undefined, {
      password: 'attacker chosen password',
    });
    expect(hijack.statusCode).toBe(409);
    expect(hijack.json().message).toBe(messages.invitations.hasPassword);
    expect(await membership(owner.userId)).toMatchObject({ status: 'INVITED' });
    expect(
      (
        await call('POST', apiPaths.login, undefined, {
          email: owner.email,
          password: 'attacker chosen password',
        })
      ).statusCode,
    ).toBe(401);
    const token = await login(t.app, owner.email, owner.password);
    expect(
      (await call('POST', apiPaths.acceptMyInvitation(family.familyId), token)).statusCode,
    ).toBe(200);
  });

  it('still lets a new person choose their first password', async () => {
    const email = uniqueEmail('fresh');
    await call('POST', apiPaths.saveBranchAdmin(family.familyId), adminToken, {
      firstName: 'Fresh',
      lastName: 'Person',
      email,
    });
    const link = lastInvitationToken(t.context, email);
    expect((await call('GET', apiPaths.invitation(link))).json()).toMatchObject({
      hasAccount: false,
    });
    const accepted = await call('POST', apiPaths.acceptInvitation(link), undefined, {
      password: 'fresh persons password',
    });
    expect(accepted.statusCode).toBe(200);
    expect(await login(t.app, email, 'fresh persons password')).toBeTruthy();
  });

  it.each([
    ['too short', 'aaaaaaaaaa', messages.password.tooShort],
    ['one repeated character', 'aaaaaaaaaaaa', messages.password.tooCommon],
    ['a common password', 'Password1234', messages.password.tooCommon],
    ['a common password', 'qwerty123456', messages.password.tooCommon],
  ])(
    'refuses a weak first password (%s) and changes nothing',
    async (_label, password, message) => {
      const email = uniqueEmail('weak');
      const added = await call('POST', apiPaths.saveBranchAdmin(family.familyId), adminToken, {
        firstName: 'Weak',
        lastName: 'Password',
        email,
      });
      const link = lastInvitationToken(t.context, email);
      const res = await call('POST', apiPaths.acceptInvitation(link), undefined, { password });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ password: message });
      expect(await membership(added.json<BranchAdmin>().userId)).toMatchObject({
        status: 'INVITED',
      });
      expect((await call('GET', apiPaths.invitation(link))).statusCode).toBe(200);
    },
  );
});
