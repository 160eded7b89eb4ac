import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamilyEventContract,
  deleteFamilyEventContract,
  eventsPageContract,
  pathOf,
  updateFamilyEventContract,
} from '@familytree/shared';
import {
  atOnce,
  bearer,
  createFamily,
  createTestContext,
  ifMatchHeader,
  login,
  namesOnly,
  parallelSaves,
  refusedUnchanged,
  staleBy,
  testDialect,
  testPassword,
  theOneSaved,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 28 item 3, for family events (docs/decisions/0023): two admins who opened the same event
// and both save must not silently overwrite each other. N edits sent at once with the same
// If-Match: exactly one is saved, the others are 409 naming who changed it, and what was answered
// 200 is what is stored. Without If-Match a save stays unconditional (existing clients).

let t: TestContext;
let family: TestFamily;
let token: string;
let familyId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  familyId = family.familyId;
  token = await login(t.app, family.admin.email, testPassword);
}, 60_000);
afterAll(() => t?.close());

interface ListedEvent {
  eventId: number;
  title: string;
  version?: number;
}

const body = (title: string) => ({ title, date: '2099-07-10', place: 'Lakeside Park' });
const headers = (ifMatch?: string) => ({ ...bearer(token), ...ifMatchHeader(ifMatch) });

async function newEvent(title: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: pathOf(createFamilyEventContract, { familyId }),
    headers: bearer(token),
    payload: body(title),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ eventId: number }>().eventId;
}

/** The event as the events page lists it: its title and version. */
async function listed(eventId: number): Promise<ListedEvent | undefined> {
  const page = await t.app.inject({
    method: 'GET',
    url: pathOf(eventsPageContract, { familyId }),
    headers: bearer(token),
  });
  return page
    .json<{ familyEvents: ListedEvent[] }>()
    .familyEvents.find((e) => e.eventId === eventId);
}

const edit = (eventId: number, title: string, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: pathOf(updateFamilyEventContract, { familyId, eventId }),
    headers: headers(ifMatch),
    payload: body(title),
  });

const remove = (eventId: number, ifMatch?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: pathOf(deleteFamilyEventContract, { familyId, eventId }),
    headers: headers(ifMatch),
  });

describe(`${parallelSaves} edits of one family event at once, from one read (${testDialect})`, () => {
  it('exactly one is saved, the others are 409, and the stored event is the saved one', async () => {
    const eventId = await newEvent('Reunion');
    for (let round = 0; round < 2; round++) {
      const { version } = (await listed(eventId))!;
      const answers = await atOnce((i) => edit(eventId, `Reunion ${round}-${i}`, `"${version}"`));
      const winner = theOneSaved(answers, family.admin.firstName);
      expect((await listed(eventId))!.title).toBe(`Reunion ${round}-${winner}`);
    }
  });
});

describe(`versions of family events (${testDialect})`, () => {
  it('the list carries each event’s version; an edit changes it and answers it as ETag', async () => {
    const eventId = await newEvent('Picnic');
    const before = (await listed(eventId))!.version;
    expect(before).toBeGreaterThan(0);
    const res = await edit(eventId, 'Picnic by the lake', `"${before}"`);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await listed(eventId))!.version!;
    expect(after).toBeGreaterThan(before!);
    expect(res.headers.etag).toBe(`"${after}"`);
  });

  it('an event with no history record yet has version 0, and If-Match "0" saves it', async () => {
    const row = await t.context.db
      .insertInto('family_events')
      .values({
        family_id: familyId,
        title: 'Imported',
        event_date: '2099-08-01',
        place: null,
        description: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await listed(row.id))!.version).toBe(0);
    const res = await edit(row.id, 'Imported, edited', '"0"');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a stale If-Match on an edit or a delete is 409 naming who changed it; nothing changes', async () => {
    const eventId = await newEvent('Dinner');
    const opened = (await listed(eventId))!.version!;
    expect((await edit(eventId, 'Dinner at eight', `"${opened}"`)).statusCode).toBe(200);
    await refusedUnchanged(
      t.context.db,
      409,
      [() => edit(eventId, 'Dinner at nine', `"${opened}"`), () => remove(eventId, `"${opened}"`)],
      (res) =>
        expect(res.json<{ message: string }>().message).toMatch(staleBy(family.admin.firstName)),
    );
    expect((await listed(eventId))!.title).toBe('Dinner at eight');
  });

  it('a malformed If-Match is 400 naming the header; a version newer than any is 400 naming version', async () => {
    const eventId = await newEvent('Walk');
    const version = (await listed(eventId))!.version!;
    await refusedUnchanged(
      t.context.db,
      400,
      [() => edit(eventId, 'Run', 'yesterday'), () => remove(eventId, 'W/"x"')],
      namesOnly('If-Match'),
    );
    await refusedUnchanged(
      t.context.db,
      400,
      [
        () => edit(eventId, 'Run', `"${version + 1000}"`),
        () => remove(eventId, `"${version + 1000}"`),
      ],
      namesOnly('version'),
    );
  });

  it('an edit and a delete without If-Match still work as before', async () => {
    const eventId = await newEvent('Party');
    const res = await edit(eventId, 'Garden party');
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed(eventId))!.title).toBe('Garden party');
    expect((await remove(eventId)).statusCode).toBe(204);
    expect(await listed(eventId)).toBeUndefined();
  });

  it('a delete with the current version deletes the event', async () => {
    const eventId = await newEvent('Concert');
    const version = (await listed(eventId))!.version!;
    expect((await remove(eventId, `"${version}"`)).statusCode).toBe(204);
    expect(await listed(eventId)).toBeUndefined();
  });
});
