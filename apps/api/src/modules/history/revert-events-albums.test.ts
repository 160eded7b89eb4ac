import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  createFamilyEventContract,
  pathOf,
  updateFamilyEventContract,
  type ChangePage,
} from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { galleryApi, uploadedName } from '../gallery/gallery.test-helpers.js';
import { addPerson } from '../tree/tree.test-helpers.js';
import {
  buildProfileWorld,
  closeTestContext,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/** Issue 29: family events and albums (their fields and their photos) undone from the history. */

let t: TestContext;
let w: ProfileWorld;
let gallery: ReturnType<typeof galleryApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  gallery = galleryApi(t, w);
}, 60_000);
afterAll(() => closeTestContext(t));

const admin = () => w.tokens.admin;
async function revertNewest(status = 200) {
  const list = await gallery.send(
    'GET',
    `${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`,
    admin(),
  );
  const change = list.json<ChangePage>().items[0]!;
  const res = await gallery.send(
    'POST',
    apiPaths.revertChange(w.family.familyId, change.id),
    admin(),
  );
  expect(res.statusCode, res.body).toBe(status);
  return change;
}
const tableRow = (table: 'family_events' | 'albums', id: number) =>
  t.context.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
const photosOf = (albumId: number) =>
  t.context.db
    .selectFrom('album_photos')
    .selectAll()
    .where('album_id', '=', albumId)
    .orderBy('id')
    .execute();

describe('family events', () => {
  it('an addition, an edit and a deletion are undone, the event coming back with its id', async () => {
    const familyId = w.family.familyId;
    const created = await gallery.send(
      'POST',
      pathOf(createFamilyEventContract, { familyId }),
      admin(),
      {
        title: 'Picnic',
        date: '2099-07-10',
        place: 'Park',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json<{ eventId: number }>().eventId;
    const url = pathOf(updateFamilyEventContract, { familyId, eventId });
    expect(
      (
        await gallery.send('PUT', url, admin(), {
          title: 'Picnic!',
          date: '2099-07-11',
          place: 'Park',
        })
      ).statusCode,
    ).toBe(200);
    expect((await revertNewest()).action).toBe('event.edit');
    const row = await tableRow('family_events', eventId);
    expect(row).toMatchObject({ title: 'Picnic', event_date: '2099-07-10' });

    expect((await gallery.send('DELETE', url, admin())).statusCode).toBe(204);
    expect((await revertNewest()).action).toBe('event.delete');
    expect(await tableRow('family_events', eventId)).toEqual(row);

    // The edit and the deletion were reverted: the addition can be, and the event goes again.
    const history = await gallery.send(
      'GET',
      `${apiPaths.familyHistory(familyId)}?kind=events&pageSize=100`,
      admin(),
    );
    const addition = history.json<ChangePage>().items.find((r) => r.action === 'event.add')!;
    const undone = await gallery.send(
      'POST',
      apiPaths.revertChange(familyId, addition.id),
      admin(),
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await tableRow('family_events', eventId)).toBeUndefined();
  });

  it('an addition edited since is not reverted while the edit is in effect', async () => {
    const familyId = w.family.familyId;
    const created = await gallery.send(
      'POST',
      pathOf(createFamilyEventContract, { familyId }),
      admin(),
      { title: 'Fair', date: '2099-08-10', place: 'Town' },
    );
    const eventId = created.json<{ eventId: number }>().eventId;
    const url = pathOf(updateFamilyEventContract, { familyId, eventId });
    const edit = { title: 'Fair!', date: '2099-08-10', place: 'Town' };
    expect((await gallery.send('PUT', url, admin(), edit)).statusCode).toBe(200);
    const row = await tableRow('family_events', eventId);
    const history = await gallery.send(
      'GET',
      `${apiPaths.familyHistory(familyId)}?kind=events&pageSize=100`,
      admin(),
    );
    const addition = history
      .json<ChangePage>()
      .items.find((r) => r.action === 'event.add' && r.entityId === eventId)!;
    const refused = await gallery.send(
      'POST',
      apiPaths.revertChange(familyId, addition.id),
      admin(),
    );
    expect(refused.statusCode).toBe(409);
    expect(await tableRow('family_events', eventId)).toEqual(row);
  });
});

describe('albums', () => {
  it('a deleted album comes back with its photos; a photo put in or taken out is undone', async () => {
    const created = await gallery.createAlbum({ title: 'Summer', description: 'Beach' }, admin());
    expect(created.statusCode, created.body).toBe(201);
    const albumId = created.json<{ albumId: number }>().albumId;
    const image = await uploadedName(gallery, admin());
    const added = await gallery.addPhoto(albumId, { image, caption: 'Waves' }, admin());
    expect(added.statusCode, added.body).toBe(201);
    const photos = await photosOf(albumId);
    expect(photos).toHaveLength(1);

    // Taking the photo out, then reverting: the same photo is back.
    expect((await gallery.removePhoto(albumId, photos[0]!.id, admin())).statusCode).toBe(204);
    expect((await revertNewest()).action).toBe('album.photoRemove');
    expect((await photosOf(albumId)).map((p) => [p.id, p.caption, p.image_name])).toEqual([
      [photos[0]!.id, 'Waves', image],
    ]);
    // Reverting that revert takes it out again.
    await revertNewest();
    expect(await photosOf(albumId)).toEqual([]);
    await revertNewest();

    const album = await tableRow('albums', albumId);
    const kept = await photosOf(albumId);
    expect((await gallery.deleteAlbum(albumId, admin())).statusCode).toBe(204);
    expect(await tableRow('albums', albumId)).toBeUndefined();
    expect((await revertNewest()).action).toBe('album.delete');
    expect(await tableRow('albums', albumId)).toEqual(album);
    expect(await photosOf(albumId)).toEqual(kept);

    expect(
      (await gallery.updateAlbum(albumId, { title: 'Winter', description: 'Snow' }, admin()))
        .statusCode,
    ).toBe(200);
    expect((await revertNewest()).action).toBe('album.rename');
    expect(await tableRow('albums', albumId)).toMatchObject({
      title: 'Summer',
      description: 'Beach',
    });
  });

  it('reverts are refused to the branch admin and another family’s admin', async () => {
    const list = await gallery.send(
      'GET',
      `${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`,
      admin(),
    );
    const change = list.json<ChangePage>().items[0]!;
    for (const token of [w.tokens.branch, w.tokens.otherAdmin])
      expect(
        (await gallery.send('POST', apiPaths.revertChange(w.family.familyId, change.id), token))
          .statusCode,
      ).toBe(403);
  });
});

describe('a photo taken out of an album, brought back by a revert', () => {
  async function photoTakenOut(body: { caption: string; personId?: number }) {
    const created = await gallery.createAlbum({ title: 'Album', description: '' }, admin());
    expect(created.statusCode, created.body).toBe(201);
    const albumId = created.json<{ albumId: number }>().albumId;
    const image = await uploadedName(gallery, admin());
    const added = await gallery.addPhoto(albumId, { image, ...body }, admin());
    expect(added.statusCode, added.body).toBe(201);
    const [photo] = await photosOf(albumId);
    expect((await gallery.removePhoto(albumId, photo!.id, admin())).statusCode).toBe(204);
    return { albumId, image, photo: photo! };
  }

  it('is refused (409) when its image was deleted since, and nothing comes back', async () => {
    const { albumId, image } = await photoTakenOut({ caption: 'Gone' });
    await t.context.db.deleteFrom('images').where('name', '=', image).execute();
    const change = await revertNewest(409);
    expect(change.action).toBe('album.photoRemove');
    expect(await photosOf(albumId)).toEqual([]);
  });

  it('comes back without its person when the person was deleted since', async () => {
    const person = await addPerson(t.context, w.family.familyId, { first: 'Pictured' });
    const { albumId, photo } = await photoTakenOut({ caption: 'Portrait', personId: person });
    expect(photo.person_id).toBe(person);
    await t.context.db.deleteFrom('persons').where('id', '=', person).execute();
    expect((await revertNewest()).action).toBe('album.photoRemove');
    expect(await photosOf(albumId)).toEqual([
      expect.objectContaining({
        id: photo.id,
        image_name: photo.image_name,
        caption: 'Portrait',
        person_id: null,
      }),
    ]);
  });
});

describe('an album deleted, its person deleted since', () => {
  it('comes back with its photos, without the person', async () => {
    const person = await addPerson(t.context, w.family.familyId, { first: 'Subject' });
    const created = await gallery.createAlbum(
      { title: 'About them', description: '', personId: person },
      admin(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const albumId = created.json<{ albumId: number }>().albumId;
    const image = await uploadedName(gallery, admin());
    const added = await gallery.addPhoto(
      albumId,
      { image, caption: 'Them', personId: person },
      admin(),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect((await gallery.deleteAlbum(albumId, admin())).statusCode).toBe(204);
    await t.context.db.deleteFrom('persons').where('id', '=', person).execute();
    expect((await revertNewest()).action).toBe('album.delete');
    expect(await tableRow('albums', albumId)).toMatchObject({
      title: 'About them',
      person_id: null,
    });
    expect(await photosOf(albumId)).toEqual([
      expect.objectContaining({ image_name: image, person_id: null }),
    ]);
  });

  it('an edit that took the album off them is not reverted (409), the album unchanged', async () => {
    const person = await addPerson(t.context, w.family.familyId, { first: 'Former' });
    const created = await gallery.createAlbum(
      { title: 'Theirs', description: '', personId: person },
      admin(),
    );
    const albumId = created.json<{ albumId: number }>().albumId;
    const edited = await gallery.updateAlbum(
      albumId,
      { title: 'Nobody’s', description: '', personId: null },
      admin(),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await t.context.db.deleteFrom('persons').where('id', '=', person).execute();
    const album = await tableRow('albums', albumId);
    expect((await revertNewest(409)).action).toBe('album.rename');
    expect(await tableRow('albums', albumId)).toEqual(album);
  });
});
