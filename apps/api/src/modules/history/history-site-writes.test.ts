import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  createFamilyEventContract,
  createNewsPostContract,
  historyMessages,
  pathOf,
  saveFamilySettingsContract,
  updateFamilyEventContract,
  updateNewsPostContract,
  type Album,
  type AlbumPhoto,
  type ChangePage,
  type ChangeRecord,
  type FamilyEvent,
  type NewsPost,
} from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { galleryApi, uploadedName } from '../gallery/gallery.test-helpers.js';
import { buildProfileWorld, type ProfileWorld } from '../profiles/profiles.test-helpers.js';

// Issue 17: the family site's own writes (family events, news posts, albums and their photos, the
// family settings) each leave exactly one record, with who and the changed fields; a refused write
// leaves none; none of these kinds can be reverted.

let t: TestContext;
let w: ProfileWorld;
let gallery: ReturnType<typeof galleryApi>;
let familyId: number;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  gallery = galleryApi(t, w);
  familyId = w.family.familyId;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { host: `${w.family.domainName}.localhost`, ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const records = async () =>
  (
    await call('GET', `${apiPaths.familyHistory(familyId)}?pageSize=100`, w.tokens.admin)
  ).json<ChangePage>().items;

/** The records a write added, oldest first. */
async function recordsOf(write: () => Promise<unknown>): Promise<ChangeRecord[]> {
  const before = new Set((await records()).map((r) => r.id));
  await write();
  return (await records()).filter((r) => !before.has(r.id)).reverse();
}

/** The one record a write added, checked as the family admin's and revertible (issue 29). */
async function oneRecordOf(
  write: () => Promise<unknown>,
  revertible = true,
): Promise<ChangeRecord> {
  const added = await recordsOf(write);
  expect(added).toHaveLength(1);
  const record = added[0]!;
  expect(record).toMatchObject({ userId: w.users.admin.userId, revertible });
  if (revertible) return record;
  const refused = await call('POST', apiPaths.revertChange(familyId, record.id), w.tokens.admin);
  expect(refused.statusCode).toBe(409);
  expect(refused.json<{ message: string }>().message).toBe(historyMessages.notRevertible);
  return record;
}

/** The record's changes as field -> [before, after]. */
const changesOf = (record: ChangeRecord) =>
  Object.fromEntries(record.changes.map((c) => [c.field, [c.before, c.after]]));

async function expectStatus(res: Promise<{ statusCode: number; body: string }>, status: number) {
  const done = await res;
  expect(done.statusCode, done.body).toBe(status);
  return done;
}

describe('family events', () => {
  it('an add, an edit and a delete: one record each, with the changed fields only', async () => {
    let event!: FamilyEvent;
    const added = await oneRecordOf(async () => {
      const res = await expectStatus(
        call('POST', pathOf(createFamilyEventContract, { familyId }), w.tokens.admin, {
          title: 'Summer reunion',
          date: '2099-07-10',
          place: 'Lakeside',
        }),
        201,
      );
      event = JSON.parse(res.body) as FamilyEvent;
    });
    expect(added).toMatchObject({
      action: 'event.add',
      entityType: 'familyEvent',
      entityId: event.eventId,
      personId: null,
    });
    expect(changesOf(added)).toEqual({
      title: [null, 'Summer reunion'],
      event_date: [null, '2099-07-10'],
      place: [null, 'Lakeside'],
    });

    const one = pathOf(updateFamilyEventContract, { familyId, eventId: event.eventId });
    const edited = await oneRecordOf(() =>
      expectStatus(
        call('PUT', one, w.tokens.admin, {
          title: 'Reunion',
          date: '2099-07-10',
          place: 'Lakeside',
        }),
        200,
      ),
    );
    expect(edited.action).toBe('event.edit');
    expect(changesOf(edited)).toEqual({ title: ['Summer reunion', 'Reunion'] });

    const deleted = await oneRecordOf(() => expectStatus(call('DELETE', one, w.tokens.admin), 204));
    expect(deleted.action).toBe('event.delete');
    expect(changesOf(deleted)).toMatchObject({
      title: ['Reunion', null],
      event_date: ['2099-07-10', null],
    });
  });

  it('a refused or invalid write, or one of no such event, leaves no record', async () => {
    const url = pathOf(createFamilyEventContract, { familyId });
    const added = await recordsOf(async () => {
      await expectStatus(call('POST', url, undefined, { title: 'X', date: '2099-01-01' }), 401);
      await expectStatus(
        call('POST', url, w.tokens.branch, { title: 'X', date: '2099-01-01' }),
        403,
      );
      await expectStatus(call('POST', url, w.tokens.admin, { title: '', date: 'soon' }), 400);
      const gone = pathOf(updateFamilyEventContract, { familyId, eventId: 999999 });
      await expectStatus(
        call('PUT', gone, w.tokens.admin, { title: 'X', date: '2099-01-01' }),
        404,
      );
      await expectStatus(call('DELETE', gone, w.tokens.admin), 404);
    });
    expect(added).toEqual([]);
  });
});

describe('news posts', () => {
  it('an add, an edit and a delete: one record each', async () => {
    let post!: NewsPost;
    const added = await oneRecordOf(async () => {
      const res = await expectStatus(
        call('POST', pathOf(createNewsPostContract, { familyId }), w.tokens.admin, {
          title: 'Big news',
          content: '<p>A baby</p>',
          image: null,
        }),
        201,
      );
      post = JSON.parse(res.body) as NewsPost;
    }, true);
    expect(added).toMatchObject({
      action: 'news.add',
      entityType: 'newsPost',
      entityId: post.newsId,
    });
    expect(changesOf(added)).toEqual({
      title: [null, 'Big news'],
      content: [null, '<p>A baby</p>'],
    });

    const one = pathOf(updateNewsPostContract, { familyId, newsId: post.newsId });
    const edited = await oneRecordOf(
      () =>
        expectStatus(
          call('PUT', one, w.tokens.admin, {
            title: 'Big news',
            content: '<p>Twins</p>',
            image: null,
          }),
          200,
        ),
      true,
    );
    expect(edited.action).toBe('news.edit');
    expect(changesOf(edited)).toEqual({ content: ['<p>A baby</p>', '<p>Twins</p>'] });

    const deleted = await oneRecordOf(
      () => expectStatus(call('DELETE', one, w.tokens.admin), 204),
      true,
    );
    expect(deleted.action).toBe('news.delete');
    expect(changesOf(deleted)).toMatchObject({ title: ['Big news', null] });
  });

  it('a refused or invalid post leaves no record', async () => {
    const url = pathOf(createNewsPostContract, { familyId });
    const added = await recordsOf(async () => {
      await expectStatus(call('POST', url, undefined, { title: 'X', content: 'x' }), 401);
      await expectStatus(call('POST', url, w.tokens.branch, { title: 'X', content: 'x' }), 403);
      await expectStatus(call('POST', url, w.tokens.admin, { title: '', content: 'x' }), 400);
    });
    expect(added).toEqual([]);
  });
});

describe('albums', () => {
  it('created, renamed, a photo put in and taken out, deleted: one record each', async () => {
    const image = await uploadedName(gallery, w.tokens.admin);
    let album!: Album;
    const added = await oneRecordOf(async () => {
      const res = await gallery.createAlbum({ title: 'Reunion', description: '' }, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(201);
      album = res.json<Album>();
    });
    expect(added).toMatchObject({
      action: 'album.add',
      entityType: 'album',
      entityId: album.albumId,
    });
    expect(changesOf(added)).toEqual({
      title: [null, 'Reunion'],
    });

    const renamed = await oneRecordOf(async () => {
      const res = await gallery.updateAlbum(
        album.albumId,
        { title: 'Reunion 2024', description: '', personId: w.ids.r },
        w.tokens.admin,
      );
      expect(res.statusCode, res.body).toBe(200);
    });
    // Now about the founder: in the founder's history too.
    expect(renamed).toMatchObject({ action: 'album.rename', personId: w.ids.r });
    expect(changesOf(renamed)).toEqual({
      title: ['Reunion', 'Reunion 2024'],
      person_id: [null, w.ids.r],
    });

    let photo!: AlbumPhoto;
    const photoAdded = await oneRecordOf(async () => {
      const res = await gallery.addPhoto(album.albumId, { image, caption: 'All' }, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(201);
      photo = res.json<AlbumPhoto>();
    });
    expect(photoAdded).toMatchObject({ action: 'album.photoAdd', entityId: album.albumId });
    expect(changesOf(photoAdded)).toEqual({
      photo_id: [null, photo.albumPhotoId],
      image_name: [null, image],
      caption: [null, 'All'],
      person_id: [null, w.ids.r],
    });

    const photoRemoved = await oneRecordOf(async () => {
      const res = await gallery.removePhoto(album.albumId, photo.albumPhotoId, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(204);
    });
    expect(photoRemoved.action).toBe('album.photoRemove');
    expect(changesOf(photoRemoved)).toMatchObject({ image_name: [image, null] });

    const deleted = await oneRecordOf(async () => {
      const res = await gallery.deleteAlbum(album.albumId, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(204);
    });
    expect(deleted).toMatchObject({ action: 'album.delete', personId: w.ids.r });
    expect(changesOf(deleted)).toMatchObject({ title: ['Reunion 2024', null] });
  });

  it('a refused or invalid album write leaves no record', async () => {
    const added = await recordsOf(async () => {
      expect((await gallery.createAlbum({ title: 'X' })).statusCode).toBe(401);
      expect((await gallery.createAlbum({ title: 'X' }, w.tokens.invited)).statusCode).toBe(403);
      expect((await gallery.createAlbum({ title: '' }, w.tokens.admin)).statusCode).toBe(400);
      expect((await gallery.deleteAlbum(999999, w.tokens.admin)).statusCode).toBe(404);
    });
    expect(added).toEqual([]);
  });
});

describe('family settings', () => {
  const url = () => pathOf(saveFamilySettingsContract, { familyId });

  it('a save: one record with the settings it changed; a save changing nothing, none', async () => {
    const saved = await oneRecordOf(
      () =>
        expectStatus(
          call('PUT', url(), w.tokens.admin, { visitorDates: 'NAMES', membersOnly: true }),
          200,
        ),
      true,
    );
    expect(saved).toMatchObject({
      action: 'settings.edit',
      entityType: 'familySettings',
      entityId: familyId,
      personId: null,
    });
    expect(changesOf(saved)).toEqual({
      visitor_dates: ['YEAR', 'NAMES'],
      members_only: [false, true],
    });
    const same = await recordsOf(() =>
      expectStatus(
        call('PUT', url(), w.tokens.admin, { visitorDates: 'NAMES', membersOnly: true }),
        200,
      ),
    );
    expect(same).toEqual([]);
  });

  it('a refused or invalid save leaves no record', async () => {
    const added = await recordsOf(async () => {
      const body = { visitorDates: 'FULL', membersOnly: false };
      await expectStatus(call('PUT', url(), undefined, body), 401);
      await expectStatus(call('PUT', url(), w.tokens.branch, body), 403);
      await expectStatus(call('PUT', url(), w.tokens.admin, { visitorDates: 'ALL' }), 400);
    });
    expect(added).toEqual([]);
  });
});
