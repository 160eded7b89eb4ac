import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformFamily } from '@familytree/shared';
import { apiPaths } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  lastInvitationToken,
  login,
  testPassword,
  uniqueEmail,
  uniqueName,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';

let t: TestContext;
let platform: TestUser;
let platformToken: string;
let family: TestFamily;

const adminLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.platformLogin, payload: { email, password } });
const createFamilyCall = (body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.platformFamilies,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
const familyCount = async () =>
  Number(
    (
      await t.context.db
        .selectFrom('families')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestContext();
  platform = await createUser(t.context, { platformAdmin: true });
  family = await createFamily(t.context);
  const res = await adminLogin(platform.email, platform.password);
  platformToken = res.json<{ token: string }>().token;
});
afterAll(() => t.close());

describe('platform admin login', () => {
  it('lets a platform admin in and nobody else, with one message for every failure', async () => {
    expect(platformToken).toBeTruthy();
    for (const [email, password] of [
      [platform.email, 'wrong password'],
      [family.admin.email, family.admin.password],
      ['nobody@nowhere.example', testPassword],
    ]) {
      const res = await adminLogin(email!, password!);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid admin credentials');
    }
  });
});

describe('families on the platform', () => {
  it('lists families with their person and admin counts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.platformFamilies,
      headers: bearer(platformToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PlatformFamily[]>()).toContainEqual({
      familyId: family.familyId,
      name: family.name,
      domainName: family.domainName,
      personCount: 0,
      adminCount: 1,
    });
  });

  it('creates a family whose first admin is invited and can then log in as its family admin', async () => {
    const domainName = uniqueName('new');
    const adminEmail = uniqueEmail('first');
    const res = await createFamilyCall(
      { name: 'New Family', domainName, adminEmail, adminFirstName: 'Nia', adminLastName: 'New' },
      platformToken,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'New Family',
      domainName,
      personCount: 0,
      adminCount: 1,
    });
    const site = await t.app.inject({ method: 'GET', url: apiPaths.family(domainName) });
    expect(site.json().menus).toHaveLength(4);

    const token = lastInvitationToken(t.context, adminEmail);
    const accepted = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(token),
      payload: { password: 'first admin password' },
    });
    expect(accepted.json().familyList).toEqual([
      expect.objectContaining({ domainName, roles: ['FAMILY_ADMIN'] }),
    ]);
    expect(await login(t.app, adminEmail, 'first admin password')).toBeTruthy();
  });

  it('only invites an existing account as the first admin: its owner accepts after logging in', async () => {
    // Before issue 11 an account with a password was made the new family's admin at once.
    const domainName = uniqueName('owned');
    const res = await createFamilyCall(
      {
        name: 'Owned Family',
        domainName,
        adminEmail: family.admin.email,
        adminFirstName: 'Not',
        adminLastName: 'Renamed',
      },
      platformToken,
    );
    expect(res.statusCode).toBe(201);
    const token = lastInvitationToken(t.context, family.admin.email);
    const shown = await t.app.inject({ method: 'GET', url: apiPaths.invitation(token) });
    expect(shown.json()).toMatchObject({ domainName, hasAccount: true, firstName: 'Family' });
    const ownerToken = await login(t.app, family.admin.email, testPassword);
    const pending = await t.app.inject({
      method: 'GET',
      url: apiPaths.myInvitations,
      headers: bearer(ownerToken),
    });
    expect(pending.json()).toEqual([expect.objectContaining({ domainName, role: 'FAMILY_ADMIN' })]);
  });

  it.each([
    ['a reserved sub-domain', { domainName: 'www' }, 400],
    ['a sub-domain with bad characters', { domainName: 'Bad_Name!' }, 400],
    ['a taken sub-domain', { domainName: 'TAKEN' }, 409],
    ['a bad email', { adminEmail: 'nope' }, 400],
    ['a missing name', { name: '' }, 400],
  ] as Array<[string, Record<string, string>, number]>)(
    'refuses %s and creates nothing',
    async (_label, change, status) => {
      const body = {
        name: 'F',
        domainName: uniqueName('ok'),
        adminEmail: uniqueEmail('a'),
        adminFirstName: 'A',
        adminLastName: 'B',
        ...change,
      };
      if ('domainName' in change && change.domainName === 'TAKEN')
        body.domainName = family.domainName.toUpperCase();
      const before = await familyCount();
      const res = await createFamilyCall(body, platformToken);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBeTruthy();
      expect(await familyCount()).toBe(before);
    },
  );

  it('is for platform admins only', async () => {
    const familyAdminToken = await login(t.app, family.admin.email, family.admin.password);
    const body = {
      name: 'F',
      domainName: uniqueName('no'),
      adminEmail: uniqueEmail('a'),
      adminFirstName: 'A',
      adminLastName: 'B',
    };
    const before = await familyCount();
    expect((await createFamilyCall(body)).statusCode).toBe(401);
    expect((await createFamilyCall(body, familyAdminToken)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: apiPaths.platformFamilies,
          headers: bearer(familyAdminToken),
        })
      ).statusCode,
    ).toBe(403);
    expect(await familyCount()).toBe(before);
  });
});
