import {
  addDays,
  apiPaths,
  eventsPageContract,
  pathOf,
  saveFamilySettingsContract,
  type EventsPage,
  type MemberDetail,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  snapshotTables,
  type TestContext,
} from '../../test-support/index.js';
import { todayUtc } from '../access/privacy.js';
import { buildBranchWorld, type BranchWorld } from './branch.fixture.js';
import { unionBetween } from './tree.test-helpers.js';

/**
 * A couple's marriage day and place (issue 16, decision 0019): saved from the member dialog by
 * those who may edit the member, refused to everyone else and for bad dates, and shown on the
 * events page as a wedding anniversary under the living-person privacy.
 */

let t: TestContext;
let w: BranchWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildBranchWorld(t);
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const saveMarriage = (member: number, spouse: number, body: unknown, token?: string) =>
  call('PUT', apiPaths.saveMarriage(member, spouse), token, body);
const eventsOf = (token?: string) =>
  call('GET', pathOf(eventsPageContract, { familyId: w.family.familyId }), token);
const setVisitorDates = (visitorDates: 'FULL' | 'YEAR') =>
  call('PUT', pathOf(saveFamilySettingsContract, { familyId: w.family.familyId }), w.tokens.admin, {
    visitorDates,
    membersOnly: false,
  });

/** A wedding day 25 years ago whose anniversary falls in 12 days. */
const anniversary = addDays(todayUtc(), 12);
const weddingDay = `${Number(anniversary.slice(0, 4)) - 25}${anniversary.slice(4)}`;

describe('saving a marriage', () => {
  it('lets the family admin set and clear a marriage; the dialog shows it to editors only', async () => {
    const { r, rw } = w.ids;
    const res = await saveMarriage(
      r,
      rw,
      { marriageDate: weddingDay, marriagePlace: '  Leeds ' },
      w.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marriageDate: weddingDay, marriagePlace: 'Leeds' });
    expect(await unionBetween(t.context, r, rw)).toMatchObject({
      marriage_date: weddingDay,
      marriage_place: 'Leeds',
    });
    // Recorded in the change history, with the admin's name.
    const record = await t.context.db
      .selectFrom('change_history')
      .select(['action', 'person_id', 'changes'])
      .where('action', '=', 'union.marriage')
      .executeTakeFirstOrThrow();
    expect(record.person_id).toBe(r);
    expect(JSON.parse(record.changes)).toMatchObject({
      marriage_date: { before: null, after: weddingDay },
    });
    const asAdmin = await call('GET', apiPaths.memberDetail(0, r), w.tokens.admin);
    expect(asAdmin.json<MemberDetail>().spouses[0]).toMatchObject({
      personId: rw,
      marriageDate: weddingDay,
      marriagePlace: 'Leeds',
    });
    const asVisitor = await call('GET', apiPaths.memberDetail(0, r));
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.body).not.toContain(weddingDay);
    expect(asVisitor.body).not.toContain('Leeds');

    // Saved from the spouse's side, the same union changes; null clears the place.
    const back = await saveMarriage(rw, r, { marriageDate: weddingDay }, w.tokens.admin);
    expect(back.json()).toEqual({ marriageDate: weddingDay, marriagePlace: null });
    expect((await unionBetween(t.context, r, rw))?.marriage_place).toBeNull();
  });

  it('shows the anniversary on the events page with the living-person privacy', async () => {
    const entry = {
      kind: 'WEDDING_ANNIVERSARY',
      date: anniversary,
      years: 25,
      persons: [
        { personId: w.ids.r, name: expect.stringContaining('R') },
        { personId: w.ids.rw, name: expect.stringContaining('RW') },
      ],
    };
    const admin = await eventsOf(w.tokens.admin);
    expect(admin.json<EventsPage>().anniversaries).toContainEqual(entry);
    // Under the default (year of birth only) a visitor gets no day of a living couple.
    const visitor = await eventsOf();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<EventsPage>().anniversaries).toEqual([]);
    expect(visitor.body).not.toContain(anniversary);
    await setVisitorDates('FULL');
    expect((await eventsOf()).json<EventsPage>().anniversaries).toContainEqual(entry);
    await setVisitorDates('YEAR');
  });

  it('lets a branch admin set a marriage in their branch', async () => {
    const res = await saveMarriage(
      w.ids.a,
      w.ids.as,
      { marriageDate: '1990-05-05', marriagePlace: 'York' },
      w.tokens.branch,
    );
    expect(res.statusCode).toBe(200);
    expect((await unionBetween(t.context, w.ids.a, w.ids.as))?.marriage_date).toBe('1990-05-05');
  });

  it('refuses a visitor, another family’s admin, an invited or outside branch admin', async () => {
    const before = await snapshotTables(t.context.db);
    const body = { marriageDate: '2000-01-01', marriagePlace: 'Nowhere' };
    expect((await saveMarriage(w.ids.b, w.ids.bs, body)).statusCode).toBe(401);
    for (const token of [w.tokens.otherAdmin, w.tokens.invited, w.tokens.idle]) {
      expect((await saveMarriage(w.ids.a, w.ids.as, body, token)).statusCode).toBe(403);
    }
    const outside = await saveMarriage(w.ids.b, w.ids.bs, body, w.tokens.branch);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('You may not edit this member.');
    expect((await saveMarriage(w.ids.r, w.ids.rw, body, w.tokens.branch)).statusCode).toBe(403);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('refuses bad dates naming the field, persons who are not spouses, and changes nothing', async () => {
    const before = await snapshotTables(t.context.db);
    const bad = async (body: unknown, message: string) => {
      const res = await saveMarriage(w.ids.b, w.ids.bs, body, w.tokens.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ marriageDate: message });
    };
    await bad({ marriageDate: '05/06/2001' }, 'Use the date format YYYY-MM-DD');
    await bad({ marriageDate: '2001-02-30' }, 'This date does not exist');
    await bad(
      { marriageDate: addDays(todayUtc(), 3) },
      'The date of marriage cannot be in the future',
    );
    await t.context.db
      .updateTable('persons')
      .set({ date_of_birth: '1980-04-04' })
      .where('id', '=', w.ids.bs)
      .execute();
    const born = await snapshotTables(t.context.db);
    const early = await saveMarriage(
      w.ids.b,
      w.ids.bs,
      { marriageDate: '1979-01-01' },
      w.tokens.admin,
    );
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().fields)).toEqual(['marriageDate']);
    expect(early.json().fields.marriageDate).toMatch(/^The date of marriage cannot be before .*BS/);
    expect(await snapshotTables(t.context.db)).toBe(born);
    await t.context.db
      .updateTable('persons')
      .set({ date_of_birth: null })
      .where('id', '=', w.ids.bs)
      .execute();
    // The two direct writes above moved the family's tree_version (migration 0017): compare
    // from here on.
    const restored = await snapshotTables(t.context.db);
    expect(restored.replace(/"tree_version":\d+/g, '')).toBe(
      before.replace(/"tree_version":\d+/g, ''),
    );

    const extra = await saveMarriage(
      w.ids.b,
      w.ids.bs,
      { marriageDate: null, note: 'x' },
      w.tokens.admin,
    );
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().fields)).toEqual(['note']);
    const strangers = await saveMarriage(w.ids.b, w.ids.as, { marriageDate: null }, w.tokens.admin);
    expect(strangers.statusCode).toBe(404);
    expect(await snapshotTables(t.context.db)).toBe(restored);
  });
});

describe('adding a spouse with a marriage', () => {
  it('records the marriage with the new spouse, and refuses a bad date adding nobody', async () => {
    const before = await snapshotTables(t.context.db);
    const spouse = { memberType: 'SPOUSE', firstName: 'Wed', lastName: 'Ding', gender: 'F' };
    const bad = await call('POST', apiPaths.saveMember(0, w.ids.bc), w.tokens.admin, {
      ...spouse,
      marriageDate: '2010-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ marriageDate: 'This date does not exist' });
    expect(await snapshotTables(t.context.db)).toBe(before);

    const res = await call('POST', apiPaths.saveMember(0, w.ids.bc), w.tokens.admin, {
      ...spouse,
      marriageDate: '2010-10-10',
      marriagePlace: 'Bath',
    });
    expect(res.statusCode).toBe(200);
    const added = res.json<MemberDetail>().spouses[0]!;
    expect(added).toMatchObject({ marriageDate: '2010-10-10', marriagePlace: 'Bath' });
    expect(await unionBetween(t.context, w.ids.bc, added.personId)).toMatchObject({
      marriage_date: '2010-10-10',
      marriage_place: 'Bath',
    });
  });
});
