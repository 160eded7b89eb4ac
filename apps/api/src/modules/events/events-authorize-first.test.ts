import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamilyEventContract,
  createPrivateCalendarContract,
  deleteFamilyEventContract,
  pathOf,
  revokePrivateCalendarContract,
  updateFamilyEventContract,
} from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  snapshotTables,
  testDialect,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 28 item 7 (decision 0029): the server authorizes before it validates. A visitor, a member
// without the right or another family's admin who sends an invalid body (or a malformed If-Match)
// to a family events write gets the same 401/403/404 as with a valid body, never a 400 that
// teaches the rules; the family admin with the same body gets the 400 naming the fields.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let familyId: number;
let eventId: number;
const tokens = { admin: '', member: '', branch: '', otherAdmin: '', stranger: '' };

/** Every rule of the body broken at once: an empty title, no such day, a name nobody defined. */
const invalid = { title: ' ', date: '2099-02-30', isAdmin: true };
const invalidFields = ['date', 'isAdmin', 'title'];

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  familyId = family.familyId;
  const user = async (familyOf: number, role: 'MEMBER' | 'BRANCH_ADMIN') => {
    const u = await createUser(t.context, { memberships: [{ familyId: familyOf, role }] });
    return login(t.app, u.email, u.password);
  };
  tokens.admin = await login(t.app, family.admin.email, family.admin.password);
  tokens.member = await user(familyId, 'MEMBER');
  tokens.branch = await user(familyId, 'BRANCH_ADMIN');
  tokens.otherAdmin = await login(t.app, other.admin.email, other.admin.password);
  tokens.stranger = await user(other.familyId, 'MEMBER');
  const created = await t.app.inject({
    method: 'POST',
    url: pathOf(createFamilyEventContract, { familyId }),
    headers: bearer(tokens.admin),
    payload: { title: 'Reunion', date: '2099-07-10' },
  });
  eventId = created.json<{ eventId: number }>().eventId;
}, 60_000);
afterAll(() => t?.close());

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  token: string | null,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...extra },
    ...(payload === undefined ? {} : { payload }),
  });

const eventWrites = () => [
  { method: 'POST' as const, url: pathOf(createFamilyEventContract, { familyId }) },
  { method: 'PUT' as const, url: pathOf(updateFamilyEventContract, { familyId, eventId }) },
];
const calendarWrites = () => [
  { method: 'POST' as const, url: pathOf(createPrivateCalendarContract, { familyId }) },
  { method: 'DELETE' as const, url: pathOf(revokePrivateCalendarContract, { familyId }) },
];

/** The rows of every table a family's request could write, and the calendar links. */
const everything = async () =>
  (await snapshotTables(t.context.db)) +
  JSON.stringify(
    await t.context.db.selectFrom('calendar_feeds').selectAll().orderBy('id').execute(),
  );

describe(`family event writes authorize before they validate (${testDialect})`, () => {
  it('a visitor, a member, a branch admin and another family’s admin get 401/403 with an invalid body; nothing changes', async () => {
    const before = await everything();
    const refusals: Array<[string | null, number]> = [
      [null, 401],
      [tokens.member, 403],
      [tokens.branch, 403],
      [tokens.otherAdmin, 403],
      [tokens.stranger, 403],
    ];
    for (const [token, status] of refusals)
      for (const { method, url } of eventWrites()) {
        const valid = await call(method, url, token, { title: 'Picnic', date: '2099-05-01' });
        const res = await call(method, url, token, invalid);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
        expect(valid.statusCode).toBe(status);
        expect(res.json<{ fields?: object }>().fields ?? {}).toEqual({});
      }
    expect(await everything()).toBe(before);
  });

  it('a malformed If-Match from a caller who may not write is 401/403 too, not 400', async () => {
    const before = await everything();
    const one = pathOf(deleteFamilyEventContract, { familyId, eventId });
    const garbled = { 'if-match': 'yesterday' };
    for (const [token, status] of [
      [null, 401],
      [tokens.member, 403],
      [tokens.otherAdmin, 403],
    ] as const) {
      const edit = await call('PUT', one, token, invalid, garbled);
      expect(edit.statusCode, edit.body).toBe(status);
      const remove = await call('DELETE', one, token, undefined, garbled);
      expect(remove.statusCode, remove.body).toBe(status);
    }
    expect(await everything()).toBe(before);
  });

  it('another family’s admin reaching this event through their own family gets 404', async () => {
    const before = await everything();
    const foreign = { familyId: other.familyId, eventId };
    const edit = await call('PUT', pathOf(updateFamilyEventContract, foreign), tokens.otherAdmin, {
      title: 'Taken over',
      date: '2099-05-01',
    });
    expect(edit.statusCode, edit.body).toBe(404);
    const remove = await call(
      'DELETE',
      pathOf(deleteFamilyEventContract, foreign),
      tokens.otherAdmin,
    );
    expect(remove.statusCode, remove.body).toBe(404);
    expect(await everything()).toBe(before);
  });

  it('the family admin with the same invalid body gets 400 naming each field; nothing changes', async () => {
    const before = await everything();
    for (const { method, url } of eventWrites()) {
      const res = await call(method, url, tokens.admin, invalid);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual(invalidFields);
    }
    expect(await everything()).toBe(before);
  });
});

describe(`private calendar writes authorize first (${testDialect})`, () => {
  it('a visitor and another family’s admin or member get 401/403 whatever they send; nothing changes', async () => {
    const before = await everything();
    for (const [token, status] of [
      [null, 401],
      [tokens.otherAdmin, 403],
      [tokens.stranger, 403],
    ] as const)
      for (const { method, url } of calendarWrites()) {
        const res = await call(method, url, token, { anything: 'at all' });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      }
    expect(await everything()).toBe(before);
  });

  it('a member of the family makes and revokes a link as before', async () => {
    const [make, revoke] = calendarWrites();
    const made = await call(make!.method, make!.url, tokens.member);
    expect(made.statusCode, made.body).toBe(201);
    const revoked = await call(revoke!.method, revoke!.url, tokens.member);
    expect(revoked.statusCode, revoked.body).toBe(204);
  });
});
