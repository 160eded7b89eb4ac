import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumPhoto, GalleryGroups } from '@familytree/shared';
import { createTestContext, snapshotTables, type TestContext } from '../../test-support/index.js';
import { buildProfileWorld, type ProfileWorld } from '../profiles/profiles.test-helpers.js';
import { galleryApi, uploadedName } from './gallery.test-helpers.js';

/**
 * Album writes (issue 16, decision 0021): the family admin manages every album; a branch admin
 * only albums and photos of persons in their branch; visitors, invited admins and another
 * family's admin are refused; every bad input is refused naming its field and changes nothing.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof galleryApi>;
let image: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = galleryApi(t, w);
  image = await uploadedName(api, w.tokens.admin);
});
afterAll(() => t?.close());

const snapshot = () => snapshotTables(t.context.db);

describe('albums of the family admin', () => {
  it('creates, renames, fills, empties and deletes an album', async () => {
    const created = await api.createAlbum(
      { title: '  Reunion 2024 ', description: 'At the house' },
      w.tokens.admin,
    );
    expect(created.statusCode).toBe(201);
    const album = created.json<Album>();
    expect(album).toMatchObject({
      title: 'Reunion 2024',
      description: 'At the house',
      personId: null,
    });

    const renamed = await api.updateAlbum(
      album.albumId,
      { title: 'Reunion', description: '', personId: w.ids.r },
      w.tokens.admin,
    );
    expect(renamed.json<Album>()).toMatchObject({ title: 'Reunion', personId: w.ids.r });

    const added = await api.addPhoto(
      album.albumId,
      { image, caption: 'All of us' },
      w.tokens.admin,
    );
    expect(added.statusCode).toBe(201);
    const photo = added.json<AlbumPhoto>();
    // A photo of nobody in particular in a person's album is about that person.
    expect(photo).toMatchObject({ image, caption: 'All of us', personId: w.ids.r });

    const groups = (await api.groups('album')).json<GalleryGroups>();
    expect(groups.groups.find((g) => g.albumId === album.albumId)).toMatchObject({
      title: 'Reunion',
      count: 1,
      canManage: false,
    });
    expect(groups.canCreateAlbum).toBe(false);

    expect(
      (await api.removePhoto(album.albumId, photo.albumPhotoId, w.tokens.admin)).statusCode,
    ).toBe(204);
    expect(
      (await api.removePhoto(album.albumId, photo.albumPhotoId, w.tokens.admin)).statusCode,
    ).toBe(404);
    expect((await api.deleteAlbum(album.albumId, w.tokens.admin)).statusCode).toBe(204);
    expect((await api.deleteAlbum(album.albumId, w.tokens.admin)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  let familyAlbum: number;
  let branchAlbum: number;
  beforeAll(async () => {
    familyAlbum = (await api.createAlbum({ title: 'Everyone' }, w.tokens.admin)).json<Album>()
      .albumId;
    const res = await api.createAlbum({ title: "Anna's", personId: w.ids.a }, w.tokens.branch);
    expect(res.statusCode).toBe(201);
    branchAlbum = res.json<Album>().albumId;
  });

  it('lets a branch admin manage albums and photos of their branch', async () => {
    const added = await api.addPhoto(branchAlbum, { image, personId: w.ids.ac }, w.tokens.branch);
    expect(added.statusCode).toBe(201);
    const photoId = added.json<AlbumPhoto>().albumPhotoId;
    const groups = (await api.groups('album', w.tokens.branch)).json<GalleryGroups>();
    expect(groups.canCreateAlbum).toBe(true);
    expect(groups.groups.find((g) => g.albumId === branchAlbum)?.canManage).toBe(true);
    // The family admin's album is empty: listed only to those who may fill it.
    expect(groups.groups.find((g) => g.albumId === familyAlbum)).toBeUndefined();
    expect((await api.removePhoto(branchAlbum, photoId, w.tokens.branch)).statusCode).toBe(204);
  });

  it("refuses a branch admin the family admin's albums and persons outside the branch (403)", async () => {
    const before = await snapshot();
    const refusals = [
      await api.createAlbum({ title: 'Mine' }, w.tokens.branch),
      await api.createAlbum({ title: 'Bert', personId: w.ids.b }, w.tokens.branch),
      await api.updateAlbum(familyAlbum, { title: 'Renamed' }, w.tokens.branch),
      await api.updateAlbum(branchAlbum, { title: 'Moved', personId: w.ids.r }, w.tokens.branch),
      await api.deleteAlbum(familyAlbum, w.tokens.branch),
      await api.addPhoto(familyAlbum, { image }, w.tokens.branch),
      await api.addPhoto(branchAlbum, { image, personId: w.ids.b }, w.tokens.branch),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/branch admin/);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses visitors (401), invited branch admins and another family’s admin (403, 404)', async () => {
    const before = await snapshot();
    expect((await api.createAlbum({ title: 'x' })).statusCode).toBe(401);
    expect((await api.addPhoto(familyAlbum, { image })).statusCode).toBe(401);
    expect((await api.deleteAlbum(familyAlbum)).statusCode).toBe(401);
    for (const token of [w.tokens.invited, w.tokens.otherAdmin]) {
      expect((await api.createAlbum({ title: 'x' }, token)).statusCode).toBe(403);
      expect((await api.updateAlbum(familyAlbum, { title: 'x' }, token)).statusCode).toBe(403);
      expect((await api.deleteAlbum(familyAlbum, token)).statusCode).toBe(403);
      expect((await api.addPhoto(familyAlbum, { image }, token)).statusCode).toBe(403);
    }
    // On their own site, this family's album does not exist for the other family's admin.
    const otherHost = `${w.other.domainName}.localhost`;
    const otherAlbum = `/api/family/${w.other.familyId}/albums/${familyAlbum}`;
    const del = await api.send('DELETE', otherAlbum, w.tokens.otherAdmin, undefined, otherHost);
    expect(del.statusCode).toBe(404);
    const add = await api.send(
      'POST',
      `${otherAlbum}/photos`,
      w.tokens.otherAdmin,
      { image },
      otherHost,
    );
    expect(add.statusCode).toBe(404);
    // And this family's id on the other family's site is refused by the family scope.
    const scoped = await api.send(
      'DELETE',
      `/api/family/${w.family.familyId}/albums/${familyAlbum}`,
      w.tokens.otherAdmin,
      undefined,
      otherHost,
    );
    expect(scoped.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe('bad input', () => {
  let albumId: number;
  beforeAll(async () => {
    albumId = (await api.createAlbum({ title: 'Inputs' }, w.tokens.admin)).json<Album>().albumId;
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(101) }, 'title', 'Title must be at most 100 characters'],
    [
      { title: 'x', description: 'd'.repeat(1001) },
      'description',
      'Description must be at most 1000 characters',
    ],
    [{ title: 'a\u0000b' }, 'title', undefined],
    [{ title: 'x', personId: 0 }, 'personId', undefined],
    [{ title: 'x', extra: 1 }, 'extra', undefined],
  ])('refuses album %j naming %s (400)', async (body, field, message) => {
    const before = await snapshot();
    const res = await api.createAlbum(body, w.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeTruthy();
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a person of another family and an image the family never uploaded (400)', async () => {
    const before = await snapshot();
    const foreign = await api.createAlbum({ title: 'x', personId: w.ids.x }, w.tokens.admin);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ personId: 'No such member in this family' });
    const unknown = await api.addPhoto(albumId, { image: `${'a'.repeat(32)}.jpg` }, w.tokens.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ image: 'Use an image uploaded to this family' });
    const noImage = await api.addPhoto(albumId, { caption: 'x' }, w.tokens.admin);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().fields.image).toBe('Image is required');
    const thumbnail = await api.addPhoto(
      albumId,
      { image: image.replace('.jpg', '-w240.webp') },
      w.tokens.admin,
    );
    expect(thumbnail.statusCode).toBe(400);
    const caption = await api.addPhoto(
      albumId,
      { image, caption: 'c'.repeat(501) },
      w.tokens.admin,
    );
    expect(caption.json().fields).toEqual({ caption: 'Caption must be at most 500 characters' });
    expect(await snapshot()).toBe(before);
  });
});
