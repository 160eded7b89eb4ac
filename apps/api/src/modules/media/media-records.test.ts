import { describe, expect, it } from 'vitest';
import { apiPaths, mediaMessages, type MediaItem, type MediaLink } from '@familytree/shared';
import { snapshotTables } from '../../test-support/index.js';
import { uploadImage } from '../profiles/profiles.test-helpers.js';
import { auth, pdf } from './media-upload.test-helpers.js';
import { mediaWorld } from './media-records.test-helpers.js';

/**
 * Issue 30 (decision 0039): photos and PDF documents as records, with the rights of the tree, the
 * living-person rule, a person's photos that are media too, and every change revertible.
 */

const { n, familyId, base, send, newest, revert, upload, added, mediaOf } = mediaWorld();

describe('media records', () => {
  it('a family admin adds a photo (with thumbnails) and a PDF (served inline, sandboxed)', async () => {
    const photo = await added(
      { title: 'Wedding', date: 'ABT 1910', description: 'Church steps', personId: `${n.w.ids.r}` },
      { name: 'wedding.png', data: n.png },
    );
    expect(photo).toMatchObject({
      origin: 'record',
      kind: 'image',
      title: 'Wedding',
      date: 'ABT 1910',
      links: [{ personId: n.w.ids.r, personName: 'Root Person' }],
    });
    expect(photo.image!.thumbnails.map((th) => th.width)).toEqual([240]);
    expect((await n.t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    const register = await added(
      { personId: `${n.w.ids.r}` },
      { name: 'Parish register.pdf', data: pdf },
    );
    expect(register).toMatchObject({ kind: 'document', title: 'Parish register', image: null });
    const file = await n.t.app.inject({ method: 'GET', url: register.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // A visitor reads the founder's media (he is not living), records first.
    const seen = await mediaOf(n.w.ids.r);
    expect(seen.slice(0, 2).map((m) => m.mediaId)).toEqual([photo.mediaId, register.mediaId]);
  });

  it("a living person's media only to whom sees them in full", async () => {
    const letter = await added(
      { personId: `${n.w.ids.a}`, title: 'Letter' },
      { name: 'l.pdf', data: pdf },
    );
    expect(await mediaOf(n.w.ids.a)).toEqual([]);
    expect(await mediaOf(n.w.ids.a, n.memberToken)).toEqual([]);
    expect((await mediaOf(n.w.ids.a, n.w.tokens.admin)).map((m) => m.mediaId)).toEqual([
      letter.mediaId,
    ]);
    expect((await n.api.get(`${base()}/media-records/${letter.mediaId}`)).statusCode).toBe(404);
    expect((await n.t.app.inject({ method: 'GET', url: letter.url })).statusCode).toBe(404);
    expect(
      (await n.t.app.inject({ method: 'GET', url: letter.url, headers: auth(n.w.tokens.admin) }))
        .statusCode,
    ).toBe(200);
  });

  it("a person's profile photo, cover, life-event photos and tagged gallery photos are media too, read in a fixed number of statements", async () => {
    const image = await uploadImage(n.t, n.w.tokens.admin, n.w.family.domainName);
    const db = n.t.context.db;
    await db
      .updateTable('persons')
      .set({ photo_url: image, cover_photo_url: image })
      .where('id', '=', n.w.ids.b)
      .execute();
    await db
      .insertInto('life_events')
      .values({
        family_id: familyId(),
        person_id: n.w.ids.b,
        position: 1,
        title: 'First harvest',
        photo: image,
      })
      .execute();
    const album = await send(
      'POST',
      apiPaths.albums(familyId()),
      { title: 'Farm' },
      n.w.tokens.admin,
    );
    const albumId = album.json<{ albumId: number }>().albumId;
    const tagged = await send(
      'POST',
      apiPaths.albumPhotos(familyId(), albumId),
      { image, caption: 'Bert at the farm', personId: n.w.ids.b },
      n.w.tokens.admin,
    );
    expect(tagged.statusCode, tagged.body).toBeLessThan(300);
    const read = async () => {
      n.counted.takeCount();
      const res = await n.counted.app.inject({
        method: 'GET',
        url: `${base()}/persons/${n.w.ids.b}/media`,
        headers: auth(n.w.tokens.admin),
      });
      return { items: res.json<MediaItem[]>(), statements: n.counted.takeCount() };
    };
    const photos = await read();
    expect(photos.items.map((m) => [m.origin, m.title])).toEqual([
      ['profile', 'Profile photo of Bert Person'],
      ['cover', 'Cover photo of Bert Person'],
      ['lifeEvent', 'First harvest'],
      ['gallery', 'Bert at the farm'],
    ]);
    // A photo without a caption is titled in the request's language (issue 31).
    const titles = async (headers: Record<string, string>, query = '') => {
      const res = await n.t.app.inject({
        method: 'GET',
        url: `${base()}/persons/${n.w.ids.b}/media${query}`,
        headers: { ...auth(n.w.tokens.admin), ...headers },
      });
      return res.json<MediaItem[]>().map((m) => m.title);
    };
    const german = ['Profilfoto von Bert Person', 'Titelbild von Bert Person'];
    expect((await titles({ 'accept-language': 'de' })).slice(0, 2)).toEqual(german);
    expect((await titles({}, '?lang=de')).slice(0, 2)).toEqual(german);
    const malayalam = [
      'Bert Person എന്നയാളുടെ പ്രൊഫൈൽ ഫോട്ടോ',
      'Bert Person എന്നയാളുടെ കവർ ഫോട്ടോ',
      'First harvest',
    ];
    expect((await titles({ 'accept-language': 'ml' })).slice(0, 3)).toEqual(malayalam);
    expect((await titles({ 'accept-language': 'de' }, '?lang=ml')).slice(0, 3)).toEqual(malayalam);
    await added({ personId: `${n.w.ids.b}` }, { name: 'first.pdf', data: pdf });
    const one = await read();
    for (let i = 0; i < 5; i++)
      await added({ personId: `${n.w.ids.b}` }, { name: `n${i}.pdf`, data: pdf });
    const more = await read();
    expect(more.items.filter((m) => m.origin === 'record')).toHaveLength(6);
    expect(more.statements).toBe(one.statements);
    // Bert is living: a visitor sees none of it.
    expect(await mediaOf(n.w.ids.b)).toEqual([]);
  });

  it('refuses visitors, members, other families and the branch admin outside the branch, changing nothing', async () => {
    const bert = await added({ personId: `${n.w.ids.b}` }, { name: 'b.pdf', data: pdf });
    const before = await snapshotTables(n.t.context.db);
    for (const [token, status] of [
      ['', 401],
      [n.memberToken, 403],
      [n.w.tokens.otherAdmin, 403],
      [n.w.tokens.branch, 403],
    ] as const) {
      const file = { name: 'x.pdf', data: pdf };
      expect((await upload({ personId: `${n.w.ids.b}` }, file, token)).statusCode).toBe(status);
      // Refused before the body is read: a bad one gets the same answer.
      expect(
        (await upload({ personId: `${n.w.ids.b}`, date: 'soon' }, undefined, token)).statusCode,
      ).toBe(status);
      const url = `${base()}/media-records/${bert.mediaId}`;
      expect((await send('PUT', url, { title: 'x' }, token)).statusCode).toBe(status);
      expect((await send('PUT', url, { title: 7 }, token)).statusCode).toBe(status);
      expect((await send('DELETE', url, undefined, token)).statusCode).toBe(status);
      expect((await send('POST', `${url}/links`, { personId: n.w.ids.b }, token)).statusCode).toBe(
        status,
      );
      const linkId = bert.links[0]!.linkId;
      expect((await send('DELETE', `${url}/links/${linkId}`, undefined, token)).statusCode).toBe(
        status,
      );
    }
    // A branch admin may not upload without a link (it would be nobody's), nor link a source.
    expect((await upload({}, { name: 'x.pdf', data: pdf }, n.w.tokens.branch)).statusCode).toBe(
      403,
    );
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const before = await snapshotTables(n.t.context.db);
    const person = { personId: `${n.w.ids.r}` };
    for (const [fields, file, field, message] of [
      [person, undefined, 'file', mediaMessages.fileRequired],
      [
        person,
        { name: 'notes.txt', data: Buffer.from('plain words') },
        'file',
        mediaMessages.onlyImagesAndPdf,
      ],
      [
        person,
        { name: 'fake.pdf', data: Buffer.from('not a pdf at all') },
        'file',
        mediaMessages.onlyImagesAndPdf,
      ],
      [
        { ...person, title: 'x'.repeat(201) },
        { name: 'a.pdf', data: pdf },
        'title',
        mediaMessages.titleTooLong,
      ],
      [
        { ...person, date: '31 FEB 1850' },
        { name: 'a.pdf', data: pdf },
        'date',
        mediaMessages.badDate,
      ],
      [{ personId: 'one' }, { name: 'a.pdf', data: pdf }, 'personId', undefined],
    ] as const) {
      const res = await upload(fields, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    expect(
      (await upload({ personId: `${n.w.ids.x}` }, { name: 'a.pdf', data: pdf })).statusCode,
    ).toBe(404);
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
  });

  it('a branch admin adds and edits media of their branch', async () => {
    const res = await upload(
      { personId: `${n.w.ids.ac}`, title: 'School' },
      { name: 's.png', data: n.png },
      n.w.tokens.branch,
    );
    expect(res.statusCode, res.body).toBe(201);
    const mediaId = res.json<MediaItem>().mediaId!;
    const edited = await send(
      'PUT',
      `${base()}/media-records/${mediaId}`,
      { title: 'Schools', date: '1999' },
      n.w.tokens.branch,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Linked to a person outside the branch, it is the family admin's.
    const link = await send(
      'POST',
      `${base()}/media-records/${mediaId}/links`,
      { personId: n.w.ids.b },
      n.w.tokens.admin,
    );
    expect(link.statusCode, link.body).toBe(201);
    const refused = await send(
      'PUT',
      `${base()}/media-records/${mediaId}`,
      { title: 'y' },
      n.w.tokens.branch,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(mediaMessages.onlyFamilyAdminShared);
  });

  it('edit, link, unlink and delete are in the history and revert; a revert reverts too', async () => {
    const source = await send(
      'POST',
      `${base()}/sources`,
      { title: 'Census 1911' },
      n.w.tokens.admin,
    );
    const sourceId = source.json<{ sourceId: number }>().sourceId;
    const scan = await added(
      { sourceId: `${sourceId}`, title: 'Census page' },
      { name: 'c.png', data: n.png },
    );
    expect(await newest()).toMatchObject({ action: 'media.link', revertible: true });
    const url = `${base()}/media-records/${scan.mediaId}`;

    expect(
      (await send('PUT', url, { title: 'Census page 4', date: '2 APR 1911' }, n.w.tokens.admin))
        .statusCode,
    ).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'media.edit', revertible: true });
    expect((await revert(edit.id)).statusCode).toBe(200);
    expect((await n.api.get(url)).json<MediaItem>()).toMatchObject({
      title: 'Census page',
      date: null,
    });
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await n.api.get(url)).json<MediaItem>()).toMatchObject({
      title: 'Census page 4',
      date: '2 APR 1911',
    });

    const linked = await send('POST', `${url}/links`, { personId: n.w.ids.r }, n.w.tokens.admin);
    const link = linked.json<MediaLink>();
    expect(await newest()).toMatchObject({ action: 'media.link', personId: n.w.ids.r });
    expect(
      (await send('DELETE', `${url}/links/${link.linkId}`, undefined, n.w.tokens.admin)).statusCode,
    ).toBe(204);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await mediaOf(n.w.ids.r)).map((m) => m.mediaId)).toContain(scan.mediaId);
    const sourceMedia = (await n.api.get(`${base()}/sources/${sourceId}/media`)).json<
      MediaItem[]
    >();
    expect(sourceMedia.map((m) => m.mediaId)).toEqual([scan.mediaId]);

    const whole = (await n.api.get(url, n.w.tokens.admin)).json<MediaItem>();
    expect((await send('DELETE', url, undefined, n.w.tokens.admin)).statusCode).toBe(204);
    expect((await n.api.get(url, n.w.tokens.admin)).statusCode).toBe(404);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'media.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    expect((await n.api.get(url, n.w.tokens.admin)).json<MediaItem>()).toEqual(whole);
    // The revert reverted: deleted again; and once more, back with its file.
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await n.api.get(url, n.w.tokens.admin)).statusCode).toBe(404);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await n.t.app.inject({ method: 'GET', url: whole.url })).statusCode).toBe(200);
  });

  it('a deleted person comes back with their media links', async () => {
    const res = await send(
      'POST',
      apiPaths.saveMember(n.w.ids.b, n.w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp', lastName: 'Person', gender: 'M' },
      n.w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const child = res
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp')!.personId;
    const shared = await added({ personId: `${n.w.ids.r}` }, { name: 'group.pdf', data: pdf });
    const link = await send(
      'POST',
      `${base()}/media-records/${shared.mediaId}/links`,
      { personId: child },
      n.w.tokens.admin,
    );
    expect(link.statusCode, link.body).toBe(201);
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(n.w.ids.b, child),
      undefined,
      n.w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const url = `${base()}/media-records/${shared.mediaId}`;
    expect((await n.api.get(url, n.w.tokens.admin)).json<MediaItem>().links).toHaveLength(1);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    const back = (await n.api.get(url, n.w.tokens.admin)).json<MediaItem>();
    expect(back.links.map((l) => l.personId)).toEqual([n.w.ids.r, child]);
  });
});
