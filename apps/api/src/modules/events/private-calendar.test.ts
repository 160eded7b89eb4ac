import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrivateCalendarContract,
  pathOf,
  privateCalendarFeedContract,
  privateCalendarStatusContract,
  saveFamilySettingsContract,
  type PrivateCalendarLink,
} from '@familytree/shared';
import {
  bearer,
  createTestContext,
  snapshotTables,
  type TestContext,
} from '../../test-support/index.js';
import { buildPrivacyWorld, type PrivacyWorld } from './privacy.fixture.js';

/**
 * A member's private calendar link (decision 0019): a secret feed URL carrying the member's view,
 * for a phone calendar without a login, also on a members-only site; revocable.
 */

let t: TestContext;
let w: PrivacyWorld;
let familyId: number;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildPrivacyWorld(t);
  familyId = w.family.familyId;
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const linkUrl = (id = familyId) => pathOf(privateCalendarStatusContract, { familyId: id });
const create = async (token: string) => {
  const res = await call('POST', pathOf(createPrivateCalendarContract, { familyId }), token);
  expect(res.statusCode).toBe(201);
  return res.json<PrivateCalendarLink>();
};
const membersOnly = (on: boolean) =>
  call('PUT', pathOf(saveFamilySettingsContract, { familyId }), w.tokens.admin, {
    visitorDates: 'YEAR',
    membersOnly: on,
  });
const birthStart = () => `DTSTART;VALUE=DATE:${w.dates.annBirth.replace(/-/g, '')}`;

describe('a private calendar link', () => {
  it('gives a phone the member’s view, on a members-only site too, with no login', async () => {
    expect((await call('GET', linkUrl(), w.tokens.branch)).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const link = await create(w.tokens.branch);
    expect(link.path).toMatch(
      new RegExp(`^/api/family/${familyId}/calendar/private/[A-Za-z0-9_-]{40,}/events\\.ics$`),
    );
    expect((await call('GET', linkUrl(), w.tokens.branch)).json()).toEqual({
      active: true,
      createdAt: link.createdAt,
    });
    // Only the token's hash is stored.
    const token = link.path.split('/')[6]!;
    const rows = await t.context.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    await membersOnly(true);
    expect(
      (await call('GET', pathOf(privateCalendarFeedContract, { familyId, token: 'x'.repeat(43) })))
        .statusCode,
    ).toBe(404);
    const feed = await call('GET', link.path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    // The living daughter's birthday, which the public feed never gives a visitor under YEAR.
    expect(feed.body).toContain(birthStart());
    expect(feed.body).toContain('SUMMARY:Birthday: Ann Stone\r\n');
    await membersOnly(false);
  });

  it('stops working when replaced, revoked, or used on another family’s site', async () => {
    const first = await create(w.tokens.admin);
    const second = await create(w.tokens.admin);
    expect((await call('GET', first.path)).statusCode).toBe(404);
    expect((await call('GET', second.path)).statusCode).toBe(200);
    const otherFamily = second.path.replace(`/family/${familyId}/`, `/family/${w.other.familyId}/`);
    expect((await call('GET', otherFamily)).statusCode).toBe(404);
    const revoked = await call('DELETE', linkUrl(), w.tokens.admin);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', second.path)).statusCode).toBe(404);
    expect((await call('GET', linkUrl(), w.tokens.admin)).json().active).toBe(false);
  });

  it('ends with the membership', async () => {
    const link = await create(w.tokens.branch);
    await t.context.db
      .updateTable('memberships')
      .set({ status: 'BLOCK' })
      .where('family_id', '=', familyId)
      .where('role', '=', 'BRANCH_ADMIN')
      .execute();
    expect((await call('GET', link.path)).statusCode).toBe(404);
    await t.context.db
      .updateTable('memberships')
      .set({ status: 'ACTIVE' })
      .where('family_id', '=', familyId)
      .where('role', '=', 'BRANCH_ADMIN')
      .execute();
    expect((await call('GET', link.path)).statusCode).toBe(200);
  });

  it('refuses a visitor (401) and a user of another family (403), changing nothing', async () => {
    const before = await snapshotTables(t.context.db);
    const post = pathOf(createPrivateCalendarContract, { familyId });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, method === 'POST' ? post : linkUrl())).statusCode).toBe(401);
      for (const token of [w.tokens.otherAdmin, w.tokens.stranger]) {
        const res = await call(method, method === 'POST' ? post : linkUrl(), token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only members of the family have a private calendar link.');
      }
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
