import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages, type BranchAdmin } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  lastInvitationToken,
  login,
  loginResponse,
  uniqueEmail,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 11, item 1: accounts belong to their owner. A family admin manages memberships of their
// family, never another person's login (docs/decisions/0010-account-ownership.md).

let t: TestContext;
let demo: TestFamily;
let zeta: TestFamily;
let demoToken: string;

const save = (body: unknown, token = demoToken, familyId = demo.familyId) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.saveBranchAdmin(familyId),
    payload: body as object,
    headers: bearer(token),
  });

const listed = async (userId: number, familyId = demo.familyId, token = demoToken) =>
  (
    await t.app.inject({
      method: 'GET',
      url: apiPaths.allBranchAdmins(familyId),
      headers: bearer(token),
    })
  )
    .json<BranchAdmin[]>()
    .find((a) => a.userId === userId);

const acceptAsOwner = async (familyId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.acceptMyInvitation(familyId),
    headers: bearer(token),
  });

/** The account and membership rows a refused request must leave as they were. */
async function accountState(userId: number) {
  const user = await t.context.db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const memberships = await t.context.db
    .selectFrom('memberships')
    .select(['family_id', 'role', 'status', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('family_id')
    .execute();
  const invitations = await t.context.db
    .selectFrom('invitations')
    .select(['id', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const sessions = await t.context.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return { user, memberships, invitations, sessions: sessions.length };
}

beforeAll(async () => {
  t = await createTestContext();
  demo = await createFamily(t.context, { name: 'Demo Family' });
  zeta = await createFamily(t.context, {
    name: 'Zeta Family',
    admin: { firstName: 'Zoe', lastName: 'Zeta' },
  });
  demoToken = await login(t.app, demo.admin.email, demo.admin.password);
});
afterAll(() => t.close());

describe('adding an account that already exists', () => {
  it('cannot take over the admin of another family (the reported takeover)', async () => {
    const added = await save({ firstName: 'Any', lastName: 'Name', email: zeta.admin.email });
    expect(added.statusCode).toBe(200);
    // Added as an invitation that the owner has to accept; the account keeps its own name.
    expect(added.json()).toMatchObject({
      userId: zeta.admin.userId,
      status: 'INVITED',
      firstName: 'Zoe',
      lastName: 'Zeta',
      accepted: false,
      accountEditable: false,
    });
    const before = await accountState(zeta.admin.userId);

    const takeover = await save({
      userId: zeta.admin.userId,
      firstName: 'Gone',
      lastName: 'Evil',
      email: 'gone@evil.example',
      status: 'BLOCK',
    });
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json()).toMatchObject({
      code: errorCodes.invalidInput,
      fields: {
        firstName: messages.branchAdmin.ownerOnlyName,
        lastName: messages.branchAdmin.ownerOnlyName,
        email: messages.branchAdmin.ownerOnlyEmail,
      },
    });
    expect(await accountState(zeta.admin.userId)).toEqual(before);

    // The zeta admin still logs in with their own email and password, as themselves.
    const zetaLogin = await loginResponse(t.app, zeta.admin.email, zeta.admin.password);
    expect(zetaLogin).toMatchObject({ firstName: 'Zoe', lastName: 'Zeta' });
    expect(zetaLogin.familyList).toEqual([
      expect.objectContaining({ domainName: zeta.domainName, roles: ['FAMILY_ADMIN'] }),
    ]);
  });

  it('mails the owner an invitation to log in and answer, not to choose a password', async () => {
    const other = await createFamily(t.context);
    await save({ firstName: 'X', lastName: 'Y', email: other.admin.email });
    const token = lastInvitationToken(t.context, other.admin.email);
    const shown = await t.app.inject({ method: 'GET', url: apiPaths.invitation(token) });
    expect(shown.json()).toMatchObject({
      familyId: demo.familyId,
      familyName: 'Demo Family',
      email: other.admin.email,
      hasAccount: true,
    });
  });
});

describe("editing a branch admin changes this family's membership only", () => {
  it('blocks with the account unchanged, and the owner keeps their other family', async () => {
    const other = await createFamily(t.context, { admin: { firstName: 'Olga', lastName: 'O' } });
    const added = (
      await save({ firstName: 'Olga', lastName: 'O', email: other.admin.email })
    ).json<BranchAdmin>();
    const block = await save({
      userId: added.userId,
      firstName: 'Olga',
      lastName: 'O',
      email: other.admin.email.toUpperCase(),
      status: 'BLOCK',
    });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({ status: 'BLOCK', email: other.admin.email });
    const back = await loginResponse(t.app, other.admin.email, other.admin.password);
    expect(back.familyList.map((f) => f.domainName)).toEqual([other.domainName]);
  });

  it('refuses ACTIVE on a membership the owner never accepted, and changes nothing', async () => {
    const other = await createFamily(t.context, { admin: { firstName: 'Pia', lastName: 'P' } });
    const added = (
      await save({ firstName: 'Pia', lastName: 'P', email: other.admin.email })
    ).json<BranchAdmin>();
    const before = await accountState(added.userId);
    const res = await save({
      userId: added.userId,
      firstName: 'Pia',
      lastName: 'P',
      email: other.admin.email,
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ status: messages.branchAdmin.activeNeedsConsent });
    expect(await accountState(added.userId)).toEqual(before);

    // Blocked and then unblocked before any acceptance: still no ACTIVE.
    const body = {
      userId: added.userId,
      firstName: 'Pia',
      lastName: 'P',
      email: other.admin.email,
    };
    expect((await save({ ...body, status: 'BLOCK' })).statusCode).toBe(200);
    expect((await save({ ...body, status: 'ACTIVE' })).statusCode).toBe(400);
    expect((await listed(added.userId))!.status).toBe('BLOCK');
  });

  it('unblocks to ACTIVE once the owner has accepted', async () => {
    const other = await createFamily(t.context, { admin: { firstName: 'Quinn', lastName: 'Q' } });
    const added = (
      await save({ firstName: 'Quinn', lastName: 'Q', email: other.admin.email })
    ).json<BranchAdmin>();
    const ownerToken = await login(t.app, other.admin.email, other.admin.password);
    expect((await acceptAsOwner(demo.familyId, ownerToken)).statusCode).toBe(200);
    expect(await listed(added.userId)).toMatchObject({ status: 'ACTIVE', accepted: true });

    const body = {
      userId: added.userId,
      firstName: 'Quinn',
      lastName: 'Q',
      email: other.admin.email,
    };
    expect((await save({ ...body, status: 'BLOCK' })).json().status).toBe('BLOCK');
    expect((await save({ ...body, status: 'ACTIVE' })).json().status).toBe('ACTIVE');
  });

  it('asks again with INVITED: a new link is mailed and the owner must accept again', async () => {
    const other = await createFamily(t.context, { admin: { firstName: 'Rhea', lastName: 'R' } });
    const added = (
      await save({ firstName: 'Rhea', lastName: 'R', email: other.admin.email })
    ).json<BranchAdmin>();
    const body = {
      userId: added.userId,
      firstName: 'Rhea',
      lastName: 'R',
      email: other.admin.email,
    };
    const firstLink = lastInvitationToken(t.context, other.admin.email);
    await save({ ...body, status: 'BLOCK' });
    const again = await save({ ...body, status: 'INVITED' });
    expect(again.json()).toMatchObject({ status: 'INVITED', accepted: false });
    const secondLink = lastInvitationToken(t.context, other.admin.email);
    expect(secondLink).not.toBe(firstLink);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.invitation(secondLink) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.invitation(firstLink) })).statusCode,
    ).toBe(410);
  });
});

describe('correcting an unclaimed invitation', () => {
  it('lets the family fix a typo in the name and email of its own invitation and re-sends it', async () => {
    const typo = uniqueEmail('typo');
    const added = (
      await save({ firstName: 'Sam', lastName: 'Smiht', email: typo })
    ).json<BranchAdmin>();
    expect(added).toMatchObject({ status: 'INVITED', accountEditable: true });
    const oldLink = lastInvitationToken(t.context, typo);

    const fixed = uniqueEmail('fixed');
    const res = await save({
      userId: added.userId,
      firstName: 'Sam',
      lastName: 'Smith',
      email: fixed,
      status: 'INVITED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Smith', email: fixed, status: 'INVITED' });

    const newLink = lastInvitationToken(t.context, fixed);
    const shown = await t.app.inject({ method: 'GET', url: apiPaths.invitation(newLink) });
    expect(shown.json()).toMatchObject({ email: fixed, lastName: 'Smith', hasAccount: false });
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.invitation(oldLink) })).statusCode,
    ).toBe(410);
    const accepted = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(oldLink),
      payload: { password: 'a long new password' },
    });
    expect(accepted.statusCode).toBe(410);
  });

  it("refuses an email that is another account's with 409, changing nothing", async () => {
    const added = (
      await save({ firstName: 'Tia', lastName: 'T', email: uniqueEmail('tia') })
    ).json<BranchAdmin>();
    const before = await accountState(added.userId);
    const res = await save({
      userId: added.userId,
      firstName: 'Tia',
      lastName: 'T',
      email: zeta.admin.email,
      status: 'INVITED',
    });
    expect(res.statusCode).toBe(409);
    expect(await accountState(added.userId)).toEqual(before);
  });

  it('refuses the correction once another family has invited the same person too', async () => {
    const email = uniqueEmail('shared');
    const added = (await save({ firstName: 'Uma', lastName: 'U', email })).json<BranchAdmin>();
    const zetaToken = await login(t.app, zeta.admin.email, zeta.admin.password);
    expect(
      (await save({ firstName: 'Uma', lastName: 'U', email }, zetaToken, zeta.familyId)).statusCode,
    ).toBe(200);
    expect(await listed(added.userId)).toMatchObject({ accountEditable: false });
    const before = await accountState(added.userId);
    const res = await save({
      userId: added.userId,
      firstName: 'Uma',
      lastName: 'Changed',
      email,
      status: 'INVITED',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ lastName: messages.branchAdmin.ownerOnlyName });
    expect(await accountState(added.userId)).toEqual(before);
  });

  it('refuses the correction once the invitation has been claimed (a password is set)', async () => {
    const email = uniqueEmail('claimed');
    const added = (await save({ firstName: 'Vic', lastName: 'V', email })).json<BranchAdmin>();
    const link = lastInvitationToken(t.context, email);
    await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(link),
      payload: { password: 'vics own password' },
    });
    const res = await save({
      userId: added.userId,
      firstName: 'Vic',
      lastName: 'V',
      email: uniqueEmail('elsewhere'),
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: messages.branchAdmin.ownerOnlyEmail });
    expect(await login(t.app, email, 'vics own password')).toBeTruthy();
  });
});
