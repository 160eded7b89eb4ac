import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type MediaItem, type Source } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';
import { worldRequests } from '../profiles/world-requests.test-helpers.js';

/**
 * Issue 29 and 30: a deleted person comes back with everything their deletion took, the research
 * of their couples and imported events too. A union's citations, notes and media links, and the
 * media links of an imported event, name the union or the event rather than the person: the
 * deletion's cascade took them, and a revert brought back only the person's own (red first).
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let bea: number;
let union: number;
let event: number;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  bea = await addSpouse(w.ids.b, 'Bea', 'F');
  // Bert and Bea died long ago: nothing of theirs is a living person's.
  await t.context.db
    .updateTable('persons')
    .set({ date_of_death: '1950-01-01', living: 0 })
    .where('id', 'in', [w.ids.b, bea])
    .execute();
  union = (await t.context.db
    .selectFrom('unions')
    .select('id')
    .where('spouse_id', '=', bea)
    .executeTakeFirstOrThrow())!.id;
  event = (
    await t.context.db
      .insertInto('gedcom_events')
      .values({ family_id: familyId(), person_id: bea, position: 1, of_family: 0, tag: 'RESI' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(() => closeTestContext(t));

const { familyId, base, send, newest, revert, addSpouse } = worldRequests(
  () => t,
  () => w,
);
const created = async (url: string, body: object) => {
  const res = await send('POST', url, body, w.tokens.admin);
  expect(res.statusCode, res.body).toBe(201);
  return res;
};

/** A media record as an upload makes it (the file itself plays no part here). */
async function mediaRecord(title: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.context.db
    .insertInto('media')
    .values({
      family_id: familyId(),
      file_name: 'photo.jpg',
      content_type: 'image/jpeg',
      kind: 'image',
      title,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("a deleted person's research comes back with them", () => {
  it("their couple's citations, notes and media, and their imported event's media", async () => {
    const source = (
      await created(`${base()}/sources`, { title: 'Marriage register' })
    ).json<Source>();
    await created(`${base()}/citations`, {
      sourceId: source.sourceId,
      unionId: union,
      fact: 'marriage',
      page: 'Folio 12',
    });
    await created(`${base()}/notes`, { text: 'Married in the rain.', unionId: union });
    const wedding = await mediaRecord('Wedding photo');
    await created(`${base()}/media-records/${wedding}/links`, { unionId: union });
    const house = await mediaRecord('Their house');
    await created(`${base()}/media-records/${house}/links`, { eventId: event });
    const unionRead = async (what: 'citations' | 'notes' | 'media') =>
      api.get(`${base()}/unions/${union}/${what}`, w.tokens.admin);
    const before = {
      citations: (await unionRead('citations')).json<unknown[]>(),
      notes: (await unionRead('notes')).json<unknown[]>(),
      media: (await unionRead('media')).json<unknown[]>(),
    };
    expect([before.citations.length, before.notes.length, before.media.length]).toEqual([1, 1, 1]);

    const deleted = await send(
      'DELETE',
      apiPaths.deleteSpouse(w.ids.b, bea),
      undefined,
      w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await unionRead('citations')).statusCode).toBe(404);
    expect((await revert((await newest()).id)).statusCode).toBe(200);

    expect((await unionRead('citations')).json()).toEqual(before.citations);
    expect((await unionRead('notes')).json()).toEqual(before.notes);
    expect((await unionRead('media')).json()).toEqual(before.media);
    const houseLinks = (
      await api.get(`${base()}/media-records/${house}`, w.tokens.admin)
    ).json<MediaItem>().links;
    expect(houseLinks.map((l) => l.eventId)).toEqual([event]);
  });

  it('a union removed while its spouse stays comes back as itself, with its research', async () => {
    // Bea marries again: removing her from Bert leaves her in the tree, and takes the union only.
    await addSpouse(bea, 'Carl', 'M');
    const source = (await created(`${base()}/sources`, { title: 'Banns book' })).json<Source>();
    await created(`${base()}/citations`, {
      sourceId: source.sourceId,
      unionId: union,
      fact: 'marriage',
    });
    const read = async () =>
      (await api.get(`${base()}/unions/${union}/citations`, w.tokens.admin)).json<unknown[]>();
    const before = await read();

    const removed = await send(
      'DELETE',
      apiPaths.deleteSpouse(w.ids.b, bea),
      undefined,
      w.tokens.admin,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(
      await t.context.db
        .selectFrom('persons')
        .select('id')
        .where('id', '=', bea)
        .executeTakeFirst(),
    ).toBeTruthy();
    expect((await api.get(`${base()}/unions/${union}/citations`, w.tokens.admin)).statusCode).toBe(
      404,
    );
    const reverted = await revert((await newest()).id);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await read()).toEqual(before);
  });
});
