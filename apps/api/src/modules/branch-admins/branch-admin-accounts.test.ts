import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchAdmin } from '@familytree/shared';
import { apiPaths } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  lastInvitationToken,
  login,
  uniqueEmail,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;
let otherAdminToken: string;
let founderId: number;

const save = (body: unknown, token?: string, familyId = family.familyId) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.saveBranchAdmin(familyId),
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
const listAll = async (token = adminToken) =>
  (
    await t.app.inject({
      method: 'GET',
      url: apiPaths.allBranchAdmins(family.familyId),
      headers: bearer(token),
    })
  ).json<BranchAdmin[]>();
const adminCount = async () => (await listAll()).length;

async function addFounder(): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.founder(family.familyId),
    payload: { firstName: 'Root', lastName: 'Person', gender: 'M' },
    headers: bearer(adminToken),
  });
  return res.json<{ personId: number }>().personId;
}

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  adminToken = await login(t.app, family.admin.email, family.admin.password);
  otherAdminToken = await login(t.app, other.admin.email, other.admin.password);
  founderId = await addFounder();
});
afterAll(() => t.close());

describe('adding a branch admin', () => {
  it('invites a new person: INVITED, a one-time link in the outbox that sets a password and activates', async () => {
    const email = uniqueEmail('branch');
    const res = await save({ firstName: 'Ben', lastName: 'Branch', email }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ben',
      lastName: 'Branch',
      email,
      status: 'INVITED',
      assignedMembers: [],
    });

    const token = lastInvitationToken(t.context, email);
    const shown = await t.app.inject({ method: 'GET', url: apiPaths.invitation(token) });
    expect(shown.json()).toMatchObject({
      email,
      familyName: family.name,
      domainName: family.domainName,
      role: 'BRANCH_ADMIN',
    });

    // An invited admin may not edit anything yet.
    const accepted = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(token),
      payload: { password: 'a long new password' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().familyList).toEqual([
      expect.objectContaining({ domainName: family.domainName, roles: ['BRANCH_ADMIN'] }),
    ]);
    expect((await listAll()).find((a) => a.email === email)!.status).toBe('ACTIVE');
    expect(await login(t.app, email, 'a long new password')).toBeTruthy();

    const twice = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(token),
      payload: { password: 'another password!' },
    });
    expect(twice.statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.invitation(token) })).statusCode,
    ).toBe(410);
  });

  it('refuses an expired invitation and a short password', async () => {
    const email = uniqueEmail('late');
    await save({ firstName: 'Late', lastName: 'Comer', email }, adminToken);
    const token = lastInvitationToken(t.context, email);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPaths.acceptInvitation(token),
          payload: { password: 'short' },
        })
      ).statusCode,
    ).toBe(400);
    await t.context.db.updateTable('invitations').set({ expires_at: nowIso() }).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(token),
      payload: { password: 'a long new password' },
    });
    expect(res.statusCode).toBe(410);
    expect((await listAll()).find((a) => a.email === email)!.status).toBe('INVITED');
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.invitation('x'.repeat(43)) })).statusCode,
    ).toBe(404);
  });

  it('only invites someone who already has an account (another family): the owner must accept', async () => {
    // Before issue 11 the account was added as ACTIVE at once, without its owner's consent.
    const res = await save(
      { firstName: 'Other', lastName: 'Admin', email: other.admin.email.toUpperCase() },
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INVITED', userId: other.admin.userId });
  });

  it('refuses a duplicate email in the family (409) and bad fields with the spec messages (400)', async () => {
    const email = uniqueEmail('dup');
    await save({ firstName: 'A', lastName: 'B', email }, adminToken);
    const count = await adminCount();
    const dup = await save(
      { firstName: 'C', lastName: 'D', email: email.toUpperCase() },
      adminToken,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
    expect(
      (await save({ firstName: 'F', lastName: 'A', email: family.admin.email }, adminToken))
        .statusCode,
    ).toBe(409);

    const bad = await save({ firstName: ' ', lastName: '', email: 'not-an-email' }, adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      firstName: 'Name is required',
      lastName: 'Name is required',
      email: 'Enter valid Email',
    });
    expect((await save({ firstName: 'A', lastName: 'B' }, adminToken)).json().fields).toEqual({
      email: 'Email is required',
    });
    expect(await adminCount()).toBe(count);
  });

  it('is for the family admin only: visitor 401, branch admin and other family admin 403', async () => {
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const branchToken = await login(t.app, branch.email, branch.password);
    const count = await adminCount();
    const body = { firstName: 'X', lastName: 'Y', email: uniqueEmail('x') };
    expect((await save(body)).statusCode).toBe(401);
    expect((await save(body, branchToken)).statusCode).toBe(403);
    expect((await save(body, otherAdminToken)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: apiPaths.allBranchAdmins(family.familyId),
          headers: bearer(branchToken),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.allBranchAdmins(family.familyId) }))
        .statusCode,
    ).toBe(401);
    expect(await adminCount()).toBe(count);
  });
});

describe('blocking a branch admin', () => {
  it('takes the rights at once, ends the session and frees the assigned members', async () => {
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const branchToken = await login(t.app, branch.email, branch.password);
    const assign = await t.app.inject({
      method: 'POST',
      url: apiPaths.assignBranchAdmin(family.familyId, branch.userId, founderId),
      headers: bearer(adminToken),
    });
    expect(assign.statusCode).toBe(204);
    const rename = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.saveMember(0, founderId),
        payload: { memberType: 'SELF', firstName: 'Renamed', lastName: 'Person', gender: 'M' },
        headers: bearer(token),
      });
    expect((await rename(branchToken)).statusCode).toBe(200);
    const listed = (await listAll()).find((a) => a.userId === branch.userId)!;
    expect(listed.assignedMembers).toEqual([
      expect.objectContaining({ personId: founderId, userId: founderId, firstName: 'Renamed' }),
    ]);

    const block = await save(
      {
        userId: branch.userId,
        firstName: branch.firstName,
        lastName: branch.lastName,
        email: branch.email,
        status: 'BLOCK',
      },
      adminToken,
    );
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({ status: 'BLOCK', assignedMembers: [] });
    expect((await rename(branchToken)).statusCode).toBe(401);
    // Blocked by their only family, they cannot log in again (issue 11, item 7b).
    const again = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: branch.email, password: branch.password },
    });
    expect(again.statusCode).toBe(403);
  });

  it('removes an assigned member, and says so when there is none', async () => {
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await t.app.inject({
      method: 'POST',
      url: apiPaths.assignBranchAdmin(family.familyId, branch.userId, founderId),
      headers: bearer(adminToken),
    });
    const url = apiPaths.removeAssignedMember(family.familyId, branch.userId, founderId);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(otherAdminToken) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(adminToken) })).statusCode,
    ).toBe(404);
  });
});
