import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages } from '@familytree/shared';
import { isoIn } from '../../infra/clock.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';
import { insertHandoffCode } from '../data/sessions.repository.js';

// Issue 11, item 7b: a user blocked by every family they belong to cannot log in any more.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
const attempt = (user: TestUser) =>
  post(apiPaths.login, { email: user.email, password: user.password });
const setStatus = (
  user: TestUser,
  status: string,
  familyId = family.familyId,
  token = adminToken,
) =>
  post(
    apiPaths.saveBranchAdmin(familyId),
    {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      status,
    },
    token,
  );
const sessionsOf = async (userId: number) =>
  (await t.context.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute())
    .length;

/** A one-time hand-off code for the user, as POST /handoff would make it. */
async function handoffCodeFor(userId: number): Promise<string> {
  const code = newToken();
  await insertHandoffCode(
    t.context.db,
    userId,
    hashToken(code, t.context.config.appSecret),
    isoIn(60_000),
  );
  return code;
}

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  adminToken = await login(t.app, family.admin.email, family.admin.password);
});
afterAll(() => t.close());

describe('a blocked user', () => {
  it('is logged out at once and refused at login and hand-off with a clear 403', async () => {
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const token = await login(t.app, branch.email, branch.password);
    const code = await handoffCodeFor(branch.userId);
    expect((await setStatus(branch, 'BLOCK')).statusCode).toBe(200);

    expect((await post(apiPaths.check, undefined, token)).statusCode).toBe(401);
    expect(await sessionsOf(branch.userId)).toBe(0);
    const refused = await attempt(branch);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: errorCodes.forbidden,
      message: messages.login.accountBlocked,
    });
    expect(await sessionsOf(branch.userId)).toBe(0);
    // A code made before the block is worthless now.
    expect((await post(apiPaths.handoffExchange, { code })).statusCode).toBe(401);

    const late = await handoffCodeFor(branch.userId);
    const exchanged = await post(apiPaths.handoffExchange, { code: late });
    expect(exchanged.statusCode).toBe(403);
    expect(exchanged.json().message).toBe(messages.login.accountBlocked);
    expect(await sessionsOf(branch.userId)).toBe(0);
  });

  it('still logs in while another family keeps them ACTIVE, with that family only', async () => {
    const both = await createUser(t.context, {
      memberships: [
        { familyId: family.familyId, role: 'BRANCH_ADMIN' },
        { familyId: other.familyId, role: 'BRANCH_ADMIN' },
      ],
    });
    const token = await login(t.app, both.email, both.password);
    await setStatus(both, 'BLOCK');
    expect((await post(apiPaths.check, undefined, token)).statusCode).toBe(200);
    const res = await attempt(both);
    expect(res.statusCode).toBe(200);
    expect(res.json().familyList.map((f: { id: number }) => f.id)).toEqual([other.familyId]);
  });

  it('logs in to answer a pending invitation from another family', async () => {
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await setStatus(branch, 'BLOCK');
    expect((await attempt(branch)).statusCode).toBe(403);
    const otherToken = await login(t.app, other.admin.email, other.admin.password);
    const invited = await post(
      apiPaths.saveBranchAdmin(other.familyId),
      { firstName: 'B', lastName: 'B', email: branch.email },
      otherToken,
    );
    expect(invited.json().status).toBe('INVITED');
    const res = await attempt(branch);
    expect(res.statusCode).toBe(200);
    expect(res.json().familyList).toEqual([]);
  });

  it('logs in again once the family unblocks an account that had accepted', async () => {
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await setStatus(branch, 'BLOCK');
    expect((await attempt(branch)).statusCode).toBe(403);
    // They had accepted (ACTIVE before), so the family may let them back in.
    expect((await setStatus(branch, 'ACTIVE')).statusCode).toBe(200);
    expect((await attempt(branch)).statusCode).toBe(200);
  });
});
