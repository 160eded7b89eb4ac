import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type Album,
  type GalleryGroups,
  type GalleryPhotoPage,
} from '@familytree/shared';
import { createTestContext, snapshotTables, type TestContext } from '../../test-support/index.js';
import { buildProfileWorld, type ProfileWorld } from '../profiles/profiles.test-helpers.js';
import { galleryApi, testPhoto, uploadedName } from './gallery.test-helpers.js';

/**
 * The gallery's listing (issue 16, decision 0021): every image the family shows, grouped by album,
 * generation and person, paged, with WebP thumbnails made at upload for `srcset`.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof galleryApi>;
let portrait: string;
let albumId: number;

const storedFiles = () => readdirSync(path.join(t.context.config.dataDir, 'uploads'));

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = galleryApi(t, w);
  portrait = await uploadedName(api, w.tokens.admin);
  const eventPhoto = await uploadedName(api, w.tokens.admin, await testPhoto(300, 200));
  const { db } = t.context;
  await db.updateTable('persons').set({ photo_url: portrait }).where('id', '=', w.ids.ac).execute();
  await db
    .insertInto('life_events')
    .values({
      family_id: w.family.familyId,
      person_id: w.ids.a,
      position: 1,
      start_day: null,
      start_month: null,
      start_year: 1990,
      end_day: null,
      end_month: null,
      end_year: null,
      title: 'Graduation',
      photo: eventPhoto,
      photo_position: null,
      photo_description: null,
      detail: null,
    })
    .execute();
  albumId = (await api.createAlbum({ title: 'Holidays' }, w.tokens.admin)).json<Album>().albumId;
  for (const caption of ['Beach', 'Hills', 'Lake'])
    await api.addPhoto(albumId, { image: portrait, caption }, w.tokens.admin);
});
afterAll(() => t?.close());

describe('thumbnails made at upload', () => {
  it('stores WebP copies at 240, 480 and 960 px beside the image and serves them', async () => {
    const name = await uploadedName(api, w.tokens.admin);
    const base = name.replace('.jpg', '');
    expect(
      storedFiles()
        .filter((f) => f.startsWith(base))
        .sort(),
    ).toEqual([name, `${base}-w240.webp`, `${base}-w480.webp`, `${base}-w960.webp`].sort());
    const res = await t.app.inject({ method: 'GET', url: `/api/family/images/${base}-w480.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 480]);
    expect(res.rawPayload.length).toBeLessThan(40_000);
  });

  it('makes no thumbnail wider than the image itself', async () => {
    const name = await uploadedName(api, w.tokens.admin, await testPhoto(300, 200));
    const base = name.replace('.jpg', '');
    expect(
      storedFiles()
        .filter((f) => f.startsWith(base))
        .sort(),
    ).toEqual([name, `${base}-w240.webp`].sort());
  });

  it('refuses a non-image (415) and a file over 2 MB (413) with the spec messages', async () => {
    const before = await snapshotTables(t.context.db);
    const files = storedFiles().length;
    const text = await api.upload(Buffer.from('not an image'), w.tokens.admin);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ fields: { file: 'Only image files allowed' } });
    const big = await api.upload(
      Buffer.concat([await testPhoto(), Buffer.alloc(2 * 1024 * 1024)]),
      w.tokens.admin,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'Max file size is 2 MB' });
    expect(storedFiles().length).toBe(files);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});

describe('groups', () => {
  it('by album: the albums, then life events and profile photos, for a visitor too', async () => {
    const res = await api.groups('album');
    expect(res.statusCode).toBe(200);
    const { groups } = res.json<GalleryGroups>();
    expect(groups.map((g) => [g.title, g.count])).toEqual([
      ['Holidays', 3],
      ['Life events', 1],
      ['Profile photos', 1],
    ]);
    expect(groups[0]!.cover!.thumbnails.map((th) => th.width)).toEqual([240, 480, 960]);
  });

  it('by generation and by person, with the photos of nobody in particular last', async () => {
    const byGeneration = (await api.groups('generation')).json<GalleryGroups>().groups;
    expect(byGeneration.map((g) => [g.key, g.title, g.count])).toEqual([
      ['generation-2', 'Generation 2', 1],
      ['generation-3', 'Generation 3', 1],
      ['other', 'Family photos', 3],
    ]);
    const byPerson = (await api.groups('person')).json<GalleryGroups>().groups;
    expect(byPerson.map((g) => [g.title, g.personId, g.count])).toEqual([
      ['Anna Person', w.ids.a, 1],
      ['Cleo Person', w.ids.ac, 1],
      ['Family photos', null, 3],
    ]);
  });

  it('refuses an unknown grouping (400)', async () => {
    const res = await api.groups('colour');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.by).toBeTruthy();
  });
});

describe('photos', () => {
  it('pages a group, newest first, with captions, persons and thumbnails', async () => {
    const first = (
      await api.photos(`by=album&group=album-${albumId}&pageSize=2`)
    ).json<GalleryPhotoPage>();
    expect(first.total).toBe(3);
    expect(first.photos.map((p) => p.caption)).toEqual(['Lake', 'Hills']);
    const second = (
      await api.photos(`by=album&group=album-${albumId}&pageSize=2&page=2`)
    ).json<GalleryPhotoPage>();
    expect(second.photos.map((p) => p.caption)).toEqual(['Beach']);
    expect(second.photos[0]).toMatchObject({ kind: 'album', albumId, canRemove: false });
    expect(second.photos[0]!.image).toMatchObject({ width: 1200, height: 800 });
  });

  it('names the person of a profile or life-event photo and links it', async () => {
    const profile = (
      await api.photos('by=person&group=person-' + w.ids.ac)
    ).json<GalleryPhotoPage>();
    expect(profile.photos[0]).toMatchObject({
      kind: 'profile',
      caption: 'Profile photo of Cleo Person',
      personId: w.ids.ac,
      personName: 'Cleo Person',
    });
    const events = (await api.photos('by=album&group=lifeEvent')).json<GalleryPhotoPage>();
    expect(events.photos[0]).toMatchObject({ caption: 'Graduation', personId: w.ids.a });
  });

  it('shows the family admin which photos they may remove', async () => {
    const page = (
      await api.photos(`by=album&group=album-${albumId}`, w.tokens.admin)
    ).json<GalleryPhotoPage>();
    expect(page.photos.every((p) => p.canRemove)).toBe(true);
  });

  it('answers an empty page for an unknown group, and 400 for a bad page', async () => {
    const empty = (await api.photos('by=album&group=album-999999')).json<GalleryPhotoPage>();
    expect([empty.total, empty.photos]).toEqual([0, []]);
    expect((await api.photos('by=album&group=x&page=0')).statusCode).toBe(400);
    expect((await api.photos('by=album&group=x&pageSize=101')).statusCode).toBe(400);
    expect((await api.photos('by=album')).statusCode).toBe(400);
  });
});

describe("in the request's language (issue 31)", () => {
  const titles = async (by: string, headers: Record<string, string>, query = '') => {
    const res = await api.send(
      'GET',
      `${apiPaths.galleryGroups(api.familyId)}?by=${by}${query}`,
      undefined,
      undefined,
      undefined,
      headers,
    );
    expect(res.statusCode).toBe(200);
    return res.json<GalleryGroups>().groups.map((g) => g.title);
  };
  const caption = async (headers: Record<string, string>, query = '') => {
    const url = `${apiPaths.galleryPhotos(api.familyId)}?by=person&group=person-${w.ids.ac}${query}`;
    const res = await api.send('GET', url, undefined, undefined, undefined, headers);
    return res.json<GalleryPhotoPage>().photos[0]!.caption;
  };

  it('titles the groups it names in German by Accept-Language, an album keeping its own', async () => {
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    expect(await titles('album', german)).toEqual(['Holidays', 'Lebensereignisse', 'Profilfotos']);
    expect(await titles('generation', german)).toEqual([
      'Generation 2',
      'Generation 3',
      'Familienfotos',
    ]);
    expect(await titles('person', german)).toEqual(['Anna Person', 'Cleo Person', 'Familienfotos']);
  });

  it('titles them in Malayalam by ?lang=, which wins over Accept-Language', async () => {
    expect(await titles('generation', { 'accept-language': 'de' }, '&lang=ml')).toEqual([
      'തലമുറ 2',
      'തലമുറ 3',
      'കുടുംബ ഫോട്ടോകൾ',
    ]);
    expect(await titles('album', {}, '&lang=ml')).toEqual([
      'Holidays',
      'ജീവിതത്തിലെ സംഭവങ്ങൾ',
      'പ്രൊഫൈൽ ഫോട്ടോകൾ',
    ]);
  });

  it('keeps English as it was, for English and for a language the product does not speak', async () => {
    const choices: Array<Record<string, string>> = [
      { 'accept-language': 'en-GB' },
      { 'accept-language': 'sw' },
      {},
    ];
    for (const headers of choices)
      expect(await titles('generation', headers)).toEqual([
        'Generation 2',
        'Generation 3',
        'Family photos',
      ]);
  });

  it('writes the caption of a photo that has none in the language', async () => {
    expect(await caption({})).toBe('Profile photo of Cleo Person');
    expect(await caption({ 'accept-language': 'de' })).toBe('Profilfoto von Cleo Person');
    expect(await caption({}, '&lang=de')).toBe('Profilfoto von Cleo Person');
    expect(await caption({ 'accept-language': 'ml' })).toBe('Cleo Person എന്നയാളുടെ പ്രൊഫൈൽ ഫോട്ടോ');
    expect(await caption({ 'accept-language': 'en' }, '&lang=ml')).toBe(
      'Cleo Person എന്നയാളുടെ പ്രൊഫൈൽ ഫോട്ടോ',
    );
  });

  it("answers a grouping it does not know with Zod's own message in the language", async () => {
    const refusal = async (headers: Record<string, string>, query = '') => {
      const url = `${apiPaths.galleryGroups(api.familyId)}?by=colour${query}`;
      const res = await api.send('GET', url, undefined, undefined, undefined, headers);
      expect(res.statusCode).toBe(400);
      return res.json().fields.by;
    };
    expect(await refusal({})).toBe('Invalid option: expected one of "album"|"generation"|"person"');
    expect(await refusal({ 'accept-language': 'de' })).toBe(
      'Ungültige Option: erwartet eine von "album"|"generation"|"person"',
    );
    expect(await refusal({}, '&lang=ml')).toBe(
      'അസാധുവായ ഓപ്ഷൻ: ഇവയിലൊന്ന് പ്രതീക്ഷിച്ചു: "album"|"generation"|"person"',
    );
  });
});

describe('reads at scale (decision 0021)', () => {
  it('puts a person who married in at their spouse’s generation, reading only shown persons', async () => {
    const { db } = t.context;
    const cover = await uploadedName(api, w.tokens.admin, await testPhoto(300, 200));
    await db
      .updateTable('persons')
      .set({ cover_photo_url: cover })
      .where('id', '=', w.ids.as)
      .execute();
    // A stored name the family never uploaded is not shown, in any grouping.
    await db
      .updateTable('persons')
      .set({ cover_photo_url: 'never-uploaded.jpg' })
      .where('id', '=', w.ids.b)
      .execute();
    const byGeneration = (await api.groups('generation')).json<GalleryGroups>().groups;
    expect(byGeneration.map((g) => [g.key, g.count])).toEqual([
      ['generation-2', 2],
      ['generation-3', 1],
      ['other', 3],
    ]);
    const covers = (await api.photos('by=album&group=cover')).json<GalleryPhotoPage>();
    expect([covers.total, covers.photos.map((p) => p.personName)]).toEqual([1, ['Sam Person']]);
    const byAlbum = (await api.groups('album')).json<GalleryGroups>().groups;
    expect(byAlbum.find((g) => g.key === 'cover')?.count).toBe(1);
    await db
      .updateTable('persons')
      .set({ cover_photo_url: null })
      .where('id', 'in', [w.ids.as, w.ids.b])
      .execute();
  });
});
