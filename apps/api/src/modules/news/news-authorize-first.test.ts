import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNewsPostContract,
  deleteNewsPostContract,
  pathOf,
  updateNewsPostContract,
  type NewsPost,
} from '@familytree/shared';
import {
  bearer,
  createUser,
  createTestContext,
  familyWithRoles,
  login,
  snapshotTables,
  testDialect,
  type FamilyRoles,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 28 item 7 for news posts (decision 0029): the server authorizes before it validates. A
// caller who may not write the family's news is refused 401/403/404 whatever the body holds, so
// an invalid body never answers a 400 that teaches the rules; the family's admin gets the 400.

let t: TestContext;
let roles: FamilyRoles;
let memberToken: string;
let post: NewsPost;

const host = (f: TestFamily) => ({ host: `${f.domainName}.localhost` });

beforeAll(async () => {
  t = await createTestContext();
  roles = await familyWithRoles(t.app, t.context);
  const member = await createUser(t.context, {
    memberships: [{ familyId: roles.family.familyId, role: 'MEMBER' }],
  });
  memberToken = await login(t.app, member.email, member.password);
  const res = await t.app.inject({
    method: 'POST',
    url: pathOf(createNewsPostContract, { familyId: roles.family.familyId }),
    payload: { title: 'Kept', content: '<p>Kept</p>' },
    headers: { ...host(roles.family), ...bearer(roles.adminToken) },
  });
  post = res.json<NewsPost>();
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

/** Each write route of the module, with a body that breaks its rules (and the field it names). */
const writes = () => {
  const familyId = roles.family.familyId;
  const postPath = { familyId, newsId: post.newsId };
  return [
    {
      method: 'POST' as const,
      url: pathOf(createNewsPostContract, { familyId }),
      payload: { title: '', isAdmin: true },
    },
    {
      method: 'PUT' as const,
      url: pathOf(updateNewsPostContract, postPath),
      payload: { title: 'x'.repeat(151), content: 42 },
    },
  ];
};

describe(`news writes authorize before they validate (${testDialect})`, () => {
  it.each([
    ['a visitor', 401, () => undefined, () => roles.family],
    ['a member without rights', 403, () => memberToken, () => roles.family],
    ['a branch admin', 403, () => roles.branchToken, () => roles.family],
    ["another family's admin", 403, () => roles.otherAdminToken, () => roles.family],
    [
      "another family's admin, from their own site",
      404,
      () => roles.otherAdminToken,
      () => roles.other,
    ],
  ])(
    '%s sending invalid bodies is refused %i before validation',
    async (_who, status, token, site) => {
      const before = await snapshotTables(t.context.db);
      const deletion = {
        method: 'DELETE' as const,
        url: pathOf(deleteNewsPostContract, {
          familyId: roles.family.familyId,
          newsId: post.newsId,
        }),
        payload: undefined,
      };
      for (const call of [...writes(), deletion]) {
        const tokenNow = token();
        const res = await t.app.inject({
          ...call,
          headers: {
            ...host(site()),
            ...(tokenNow ? bearer(tokenNow) : {}),
            'if-match': 'garbage',
          },
        });
        expect(res.statusCode, `${call.method} ${res.body}`).toBe(status);
        expect(res.json()).not.toHaveProperty('fields');
      }
      expect(await snapshotTables(t.context.db)).toBe(before);
    },
  );

  it("the family's admin sending the same bodies gets the 400 naming the fields", async () => {
    const before = await snapshotTables(t.context.db);
    const [create, edit] = writes();
    const expected = [
      { title: 'Title is required', isAdmin: 'This field is not part of this request.' },
      { title: 'Title must be at most 150 characters', content: expect.any(String) },
    ];
    for (const [i, call] of [create!, edit!].entries()) {
      const res = await t.app.inject({
        ...call,
        headers: { ...host(roles.family), ...bearer(roles.adminToken) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual(expected[i]);
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
