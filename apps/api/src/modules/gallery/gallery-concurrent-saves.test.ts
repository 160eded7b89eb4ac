import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, GalleryGroup, GalleryGroups } from '@familytree/shared';
import {
  atOnce,
  createTestContext,
  namesOnly,
  parallelSaves,
  refusedUnchanged,
  snapshotTables,
  testDialect,
  theOneSaved,
  type TestContext,
} from '../../test-support/index.js';
import { buildProfileWorld, type ProfileWorld } from '../profiles/profiles.test-helpers.js';
import { galleryApi } from './gallery.test-helpers.js';

// Issue 28 item 3, for albums (docs/decisions/0023): an album's version is the id of the newest
// record of its own fields (title, description, person). N renames of one album sent at once from
// the same read: exactly one is saved, the others are 409 naming who changed it, and what was
// answered 200 is what is stored. A stale If-Match on a rename or a delete changes nothing.

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof galleryApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = galleryApi(t, w);
}, 60_000);
afterAll(() => t?.close());

const snapshot = () => snapshotTables(t.context.db);

const newAlbum = async (title: string) => {
  const res = await api.createAlbum({ title, description: 'Start' }, w.tokens.admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Album>().albumId;
};

/** The album as the family admin's gallery lists it (the read the web client edits from). */
const listed = async (albumId: number): Promise<GalleryGroup> => {
  const groups = (await api.groups('album', w.tokens.admin)).json<GalleryGroups>();
  return groups.groups.find((g) => g.albumId === albumId)!;
};
const etagOf = async (albumId: number) => `"${(await listed(albumId)).version}"`;

const rename = (albumId: number, title: string, ifMatch?: string) =>
  api.updateAlbum(albumId, { title, description: 'Renamed' }, w.tokens.admin, ifMatch);

describe(`${parallelSaves} renames of one album at once, with the same If-Match (${testDialect})`, () => {
  it('exactly one is saved, and it is what is stored', async () => {
    const albumId = await newAlbum('Concurrent');
    for (let round = 0; round < 2; round++) {
      const etag = await etagOf(albumId);
      const answers = await atOnce((i) => rename(albumId, `Title ${round}-${i}`, etag));
      const winner = theOneSaved(answers, w.users.admin.firstName);
      expect((await listed(albumId)).title).toBe(`Title ${round}-${winner}`);
    }
  });
});

describe('album versions', () => {
  it('the read carries each album its version, which changes with a rename and is sent as ETag', async () => {
    const albumId = await newAlbum('Versioned');
    const before = await listed(albumId);
    expect(before.version).toBeGreaterThan(0);
    const saved = await rename(albumId, 'Versioned again', `"${before.version}"`);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await listed(albumId);
    expect(after.version).toBeGreaterThan(before.version);
    expect(saved.headers.etag).toBe(`"${after.version}"`);
    // Groups that are not albums have no record: version 0.
    const groups = (await api.groups('album', w.tokens.admin)).json<GalleryGroups>();
    for (const group of groups.groups.filter((g) => g.albumId === null))
      expect(group.version).toBe(0);
  });

  it('a stale If-Match on a rename or a delete is 409 and changes nothing', async () => {
    const albumId = await newAlbum('Stale');
    const stale = await etagOf(albumId);
    expect((await rename(albumId, 'First', stale)).statusCode).toBe(200);
    const before = await snapshot();
    const edit = await rename(albumId, 'Second', stale);
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().fields).toEqual({
      version: `Changed by ${w.users.admin.firstName} ${w.users.admin.lastName}`.trim(),
    });
    const del = await api.deleteAlbum(albumId, w.tokens.admin, stale);
    expect(del.statusCode, del.body).toBe(409);
    expect(await snapshot()).toBe(before);
    expect((await listed(albumId)).title).toBe('First');
  });

  it('a malformed If-Match is 400 naming If-Match; a version newer than any is 400 naming version', async () => {
    const albumId = await newAlbum('Malformed');
    await refusedUnchanged(
      t.context.db,
      400,
      [
        () => rename(albumId, 'Bad', 'yesterday'),
        () => api.deleteAlbum(albumId, w.tokens.admin, '"1.5"'),
      ],
      namesOnly('If-Match'),
    );
    await refusedUnchanged(
      t.context.db,
      400,
      [
        () => rename(albumId, 'Future', '"999999999"'),
        () => api.deleteAlbum(albumId, w.tokens.admin, '"999999999"'),
      ],
      (res) => expect(res.json().fields).toEqual({ version: 'No such version' }),
    );
  });

  it('without If-Match a rename and a delete work as before; with the current version too', async () => {
    const albumId = await newAlbum('Unconditional');
    expect((await rename(albumId, 'No header')).statusCode).toBe(200);
    expect((await listed(albumId)).title).toBe('No header');
    expect((await api.deleteAlbum(albumId, w.tokens.admin)).statusCode).toBe(204);
    const current = await newAlbum('Current');
    const del = await api.deleteAlbum(current, w.tokens.admin, await etagOf(current));
    expect(del.statusCode, del.body).toBe(204);
    expect(await listed(current)).toBeUndefined();
  });
});
