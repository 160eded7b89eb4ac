import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamilyEventContract,
  deleteFamilyEventContract,
  eventsCalendarContract,
  eventsPageContract,
  familySettingsContract,
  familyTreeContract,
  menusAllContract,
  membersOnlyCode,
  pathOf,
  saveFamilySettingsContract,
  updateFamilyEventContract,
  type EventsPage,
  type FamilyEvent,
} from '@familytree/shared';
import {
  bearer,
  createTestContext,
  snapshotTables,
  type TestContext,
} from '../../test-support/index.js';
import { buildPrivacyWorld, type PrivacyWorld } from './privacy.fixture.js';

/** The Settings page's calls, the events page and its calendar feed (issue 16, decision 0019). */

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
const settingsUrl = () => pathOf(familySettingsContract, { familyId });
const eventsUrl = () => pathOf(eventsPageContract, { familyId });
const calendarUrl = () => pathOf(eventsCalendarContract, { familyId });
const save = (body: unknown, token = w.tokens.admin) =>
  call('PUT', pathOf(saveFamilySettingsContract, { familyId }), token, body);

describe('the settings calls', () => {
  it('reads the defaults and saves both settings for the family admin', async () => {
    const res = await call('GET', settingsUrl(), w.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ visitorDates: 'YEAR', membersOnly: false, language: null });
    const saved = await save({ visitorDates: 'NAMES', membersOnly: false });
    expect(saved.json()).toEqual({ visitorDates: 'NAMES', membersOnly: false, language: null });
    expect((await call('GET', settingsUrl(), w.tokens.admin)).json()).toEqual(saved.json());
    await save({ visitorDates: 'YEAR', membersOnly: false });
  });

  it('refuses a visitor (401), a branch admin and another family’s admin (403)', async () => {
    const before = await snapshotTables(t.context.db);
    expect((await call('GET', settingsUrl())).statusCode).toBe(401);
    expect((await save({ visitorDates: 'FULL', membersOnly: true }, '')).statusCode).toBe(401);
    for (const token of [w.tokens.branch, w.tokens.otherAdmin]) {
      expect((await call('GET', settingsUrl(), token)).statusCode).toBe(403);
      const res = await save({ visitorDates: 'FULL', membersOnly: true }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the family's admins may change its settings.");
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await snapshotTables(t.context.db);
    const bad = await save({ visitorDates: 'ALL', membersOnly: false });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['visitorDates']);
    const missing = await save({ visitorDates: 'YEAR' });
    expect(Object.keys(missing.json().fields)).toEqual(['membersOnly']);
    const extra = await save({ visitorDates: 'YEAR', membersOnly: false, theme: 'dark' });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().fields)).toEqual(['theme']);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});

describe('a members-only site', () => {
  it('refuses visitors every read but the site pages; members read as before', async () => {
    await save({ visitorDates: 'YEAR', membersOnly: true });
    const treeUrl = pathOf(familyTreeContract, { familyId });
    const visitor = await call('GET', treeUrl);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(membersOnlyCode);
    expect((await call('GET', eventsUrl())).statusCode).toBe(401);
    expect((await call('GET', calendarUrl())).statusCode).toBe(401);
    const stranger = await call('GET', treeUrl, w.tokens.stranger);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe(membersOnlyCode);
    expect((await call('GET', pathOf(menusAllContract, { familyId }))).statusCode).toBe(200);
    expect((await call('GET', treeUrl, w.tokens.branch)).statusCode).toBe(200);
    expect((await call('GET', treeUrl, w.tokens.admin)).statusCode).toBe(200);
    await save({ visitorDates: 'YEAR', membersOnly: false });
    expect((await call('GET', treeUrl)).statusCode).toBe(200);
  });
});

describe('the events page and calendar', () => {
  it('shows a visitor remembrance days but no living birthday under the default', async () => {
    const res = await call('GET', eventsUrl());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(w.dates.annBirth);
    const page = res.json<EventsPage>();
    expect(page.canManage).toBe(false);
    expect(page.anniversaries).toEqual([
      {
        kind: 'REMEMBRANCE',
        date: w.dates.grandpaRemembrance,
        years: 5,
        persons: [{ personId: w.ids.grandpa, name: 'Grandpa Stone' }],
      },
    ]);
    const ics = await call('GET', calendarUrl());
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).not.toContain(w.dates.annBirth.replace(/-/g, ''));
    expect(ics.body).not.toContain('Ann Stone');
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${w.dates.grandpaDeath.replace(/-/g, '')}`);
    expect(ics.body).toContain('SUMMARY:Remembrance: Grandpa Stone\r\n');
  });

  it('lists the living birthday for an admin, and for visitors under full dates', async () => {
    const admin = (await call('GET', eventsUrl(), w.tokens.admin)).json<EventsPage>();
    expect(admin.canManage).toBe(true);
    expect(admin.anniversaries[0]).toEqual({
      kind: 'BIRTHDAY',
      date: w.dates.annBirthday,
      years: 30,
      persons: [{ personId: w.ids.ann, name: 'Ann Stone' }],
    });
    const branch = (await call('GET', eventsUrl(), w.tokens.branch)).json<EventsPage>();
    expect(branch.canManage).toBe(false);
    expect(branch.anniversaries.map((a) => a.kind)).toEqual(['BIRTHDAY', 'REMEMBRANCE']);
    await save({ visitorDates: 'FULL', membersOnly: false });
    const visitor = (await call('GET', eventsUrl())).json<EventsPage>();
    expect(visitor.anniversaries.map((a) => a.kind)).toEqual(['BIRTHDAY', 'REMEMBRANCE']);
    const ics = (await call('GET', calendarUrl())).body;
    expect(ics).toContain(`DTSTART;VALUE=DATE:${w.dates.annBirth.replace(/-/g, '')}`);
    expect(ics).toContain('RRULE:FREQ=YEARLY');
    await save({ visitorDates: 'YEAR', membersOnly: false });
  });

  it('lets the family admin create, edit and delete a family event', async () => {
    const url = pathOf(createFamilyEventContract, { familyId });
    const created = await call('POST', url, w.tokens.admin, {
      title: 'Summer reunion',
      date: '2099-07-10',
      place: 'Lakeside; Park',
      description: 'Bring a dish',
    });
    expect(created.statusCode).toBe(201);
    const event = created.json<FamilyEvent>();
    expect(event).toMatchObject({ title: 'Summer reunion', date: '2099-07-10' });
    const page = (await call('GET', eventsUrl())).json<EventsPage>();
    expect(page.familyEvents).toEqual([event]);
    const ics = (await call('GET', calendarUrl())).body;
    expect(ics).toContain(`UID:event-${event.eventId}@`);
    expect(ics).toContain('LOCATION:Lakeside\\; Park');
    const one = pathOf(updateFamilyEventContract, { familyId, eventId: event.eventId });
    const edited = await call('PUT', one, w.tokens.admin, { title: 'Reunion', date: '2099-07-11' });
    expect(edited.json()).toEqual({
      eventId: event.eventId,
      title: 'Reunion',
      date: '2099-07-11',
      place: null,
      description: null,
      version: expect.any(Number),
    });
    const gone = await call(
      'DELETE',
      pathOf(deleteFamilyEventContract, { familyId, eventId: event.eventId }),
      w.tokens.admin,
    );
    expect(gone.statusCode).toBe(204);
    expect((await call('DELETE', one, w.tokens.admin)).statusCode).toBe(404);
  });

  it('refuses event writes to visitors, branch admins and other families, and bad input', async () => {
    const url = pathOf(createFamilyEventContract, { familyId });
    const body = { title: 'Picnic', date: '2099-05-01' };
    const kept = (await call('POST', url, w.tokens.admin, body)).json<FamilyEvent>();
    const one = pathOf(updateFamilyEventContract, { familyId, eventId: kept.eventId });
    const before = await snapshotTables(t.context.db);
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    for (const token of [w.tokens.branch, w.tokens.otherAdmin]) {
      expect((await call('POST', url, token, body)).statusCode).toBe(403);
      expect((await call('PUT', one, token, body)).statusCode).toBe(403);
      expect((await call('DELETE', one, token)).statusCode).toBe(403);
    }
    // Another family's admin on their own site cannot reach this family's event either.
    const foreign = pathOf(updateFamilyEventContract, {
      familyId: w.other.familyId,
      eventId: kept.eventId,
    });
    expect((await call('PUT', foreign, w.tokens.otherAdmin, body)).statusCode).toBe(404);
    const badDate = await call('POST', url, w.tokens.admin, { title: 'X', date: '2099-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual({ date: 'Enter a date as YYYY-MM-DD' });
    const noTitle = await call('POST', url, w.tokens.admin, { title: ' ', date: '2099-01-01' });
    expect(noTitle.json().fields).toEqual({ title: 'Enter a title' });
    const long = await call('POST', url, w.tokens.admin, {
      title: 'T',
      date: '2099-01-01',
      place: 'p'.repeat(201),
    });
    expect(long.json().fields).toEqual({ place: 'Use at most 200 characters' });
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
