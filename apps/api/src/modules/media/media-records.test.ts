import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  mediaMessages,
  type ChangePage,
  type MediaItem,
  type MediaLink,
} from '@familytree/shared';
import {
  countingApp,
  createTestContext,
  snapshotTables,
  type CountingApp,
  type TestContext,
} from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  uploadImage,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';
import {
  founderDiedLongAgo,
  memberToken as newMemberToken,
  worldRequests,
} from '../profiles/world-requests.test-helpers.js';
import { auth, pdf, uploadTo } from './media-upload.test-helpers.js';

/**
 * Issue 30 (decision 0039): photos and PDF documents as records, with the rights of the tree, the
 * living-person rule, a person's photos that are media too, and every change revertible.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let memberToken: string;
let counted: CountingApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  counted = await countingApp(t.context);
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  // The founder died long ago: not living. Anna (A), her child Cleo (AC) and Bert (B) are living.
  await founderDiedLongAgo(t, w);
  memberToken = await newMemberToken(t, w);
}, 60_000);
afterAll(async () => {
  await counted.close();
  await closeTestContext(t);
});

const { familyId, base, send, newest, revert, unionOf, addSpouse } = worldRequests(
  () => t,
  () => w,
);
function upload(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
  token: string = w.tokens.admin,
) {
  return uploadTo(t, base(), fields, file, token);
}

async function added(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const res = await upload(fields, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MediaItem>();
}

const mediaOf = async (personId: number, token?: string) =>
  (await api.get(`${base()}/persons/${personId}/media`, token)).json<MediaItem[]>();

describe('media records', () => {
  it('a family admin adds a photo (with thumbnails) and a PDF (served inline, sandboxed)', async () => {
    const photo = await added(
      { title: 'Wedding', date: 'ABT 1910', description: 'Church steps', personId: `${w.ids.r}` },
      { name: 'wedding.png', data: png },
    );
    expect(photo).toMatchObject({
      origin: 'record',
      kind: 'image',
      title: 'Wedding',
      date: 'ABT 1910',
      links: [{ personId: w.ids.r, personName: 'Root Person' }],
    });
    expect(photo.image!.thumbnails.map((th) => th.width)).toEqual([240]);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    const register = await added(
      { personId: `${w.ids.r}` },
      { name: 'Parish register.pdf', data: pdf },
    );
    expect(register).toMatchObject({ kind: 'document', title: 'Parish register', image: null });
    const file = await t.app.inject({ method: 'GET', url: register.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // A visitor reads the founder's media (he is not living), records first.
    const seen = await mediaOf(w.ids.r);
    expect(seen.slice(0, 2).map((m) => m.mediaId)).toEqual([photo.mediaId, register.mediaId]);
  });

  it("a living person's media only to whom sees them in full", async () => {
    const letter = await added(
      { personId: `${w.ids.a}`, title: 'Letter' },
      { name: 'l.pdf', data: pdf },
    );
    expect(await mediaOf(w.ids.a)).toEqual([]);
    expect(await mediaOf(w.ids.a, memberToken)).toEqual([]);
    expect((await mediaOf(w.ids.a, w.tokens.admin)).map((m) => m.mediaId)).toEqual([
      letter.mediaId,
    ]);
    expect((await api.get(`${base()}/media-records/${letter.mediaId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: letter.url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: letter.url, headers: auth(w.tokens.admin) }))
        .statusCode,
    ).toBe(200);
  });

  it("a person's profile photo, cover, life-event photos and tagged gallery photos are media too, read in a fixed number of statements", async () => {
    const image = await uploadImage(t, w.tokens.admin, w.family.domainName);
    const db = t.context.db;
    await db
      .updateTable('persons')
      .set({ photo_url: image, cover_photo_url: image })
      .where('id', '=', w.ids.b)
      .execute();
    await db
      .insertInto('life_events')
      .values({
        family_id: familyId(),
        person_id: w.ids.b,
        position: 1,
        title: 'First harvest',
        photo: image,
      })
      .execute();
    const album = await send(
      'POST',
      apiPaths.albums(familyId()),
      { title: 'Farm' },
      w.tokens.admin,
    );
    const albumId = album.json<{ albumId: number }>().albumId;
    const tagged = await send(
      'POST',
      apiPaths.albumPhotos(familyId(), albumId),
      { image, caption: 'Bert at the farm', personId: w.ids.b },
      w.tokens.admin,
    );
    expect(tagged.statusCode, tagged.body).toBeLessThan(300);
    const read = async () => {
      counted.takeCount();
      const res = await counted.app.inject({
        method: 'GET',
        url: `${base()}/persons/${w.ids.b}/media`,
        headers: auth(w.tokens.admin),
      });
      return { items: res.json<MediaItem[]>(), statements: counted.takeCount() };
    };
    const photos = await read();
    expect(photos.items.map((m) => [m.origin, m.title])).toEqual([
      ['profile', 'Profile photo of Bert Person'],
      ['cover', 'Cover photo of Bert Person'],
      ['lifeEvent', 'First harvest'],
      ['gallery', 'Bert at the farm'],
    ]);
    await added({ personId: `${w.ids.b}` }, { name: 'first.pdf', data: pdf });
    const one = await read();
    for (let i = 0; i < 5; i++)
      await added({ personId: `${w.ids.b}` }, { name: `n${i}.pdf`, data: pdf });
    const more = await read();
    expect(more.items.filter((m) => m.origin === 'record')).toHaveLength(6);
    expect(more.statements).toBe(one.statements);
    // Bert is living: a visitor sees none of it.
    expect(await mediaOf(w.ids.b)).toEqual([]);
  });

  it('refuses visitors, members, other families and the branch admin outside the branch, changing nothing', async () => {
    const bert = await added({ personId: `${w.ids.b}` }, { name: 'b.pdf', data: pdf });
    const before = await snapshotTables(t.context.db);
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.otherAdmin, 403],
      [w.tokens.branch, 403],
    ] as const) {
      const file = { name: 'x.pdf', data: pdf };
      expect((await upload({ personId: `${w.ids.b}` }, file, token)).statusCode).toBe(status);
      // Refused before the body is read: a bad one gets the same answer.
      expect(
        (await upload({ personId: `${w.ids.b}`, date: 'soon' }, undefined, token)).statusCode,
      ).toBe(status);
      const url = `${base()}/media-records/${bert.mediaId}`;
      expect((await send('PUT', url, { title: 'x' }, token)).statusCode).toBe(status);
      expect((await send('PUT', url, { title: 7 }, token)).statusCode).toBe(status);
      expect((await send('DELETE', url, undefined, token)).statusCode).toBe(status);
      expect((await send('POST', `${url}/links`, { personId: w.ids.b }, token)).statusCode).toBe(
        status,
      );
      const linkId = bert.links[0]!.linkId;
      expect((await send('DELETE', `${url}/links/${linkId}`, undefined, token)).statusCode).toBe(
        status,
      );
    }
    // A branch admin may not upload without a link (it would be nobody's), nor link a source.
    expect((await upload({}, { name: 'x.pdf', data: pdf }, w.tokens.branch)).statusCode).toBe(403);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const before = await snapshotTables(t.context.db);
    const person = { personId: `${w.ids.r}` };
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
      (await upload({ personId: `${w.ids.x}` }, { name: 'a.pdf', data: pdf })).statusCode,
    ).toBe(404);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('a branch admin adds and edits media of their branch', async () => {
    const res = await upload(
      { personId: `${w.ids.ac}`, title: 'School' },
      { name: 's.png', data: png },
      w.tokens.branch,
    );
    expect(res.statusCode, res.body).toBe(201);
    const mediaId = res.json<MediaItem>().mediaId!;
    const edited = await send(
      'PUT',
      `${base()}/media-records/${mediaId}`,
      { title: 'Schools', date: '1999' },
      w.tokens.branch,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Linked to a person outside the branch, it is the family admin's.
    const link = await send(
      'POST',
      `${base()}/media-records/${mediaId}/links`,
      { personId: w.ids.b },
      w.tokens.admin,
    );
    expect(link.statusCode, link.body).toBe(201);
    const refused = await send(
      'PUT',
      `${base()}/media-records/${mediaId}`,
      { title: 'y' },
      w.tokens.branch,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(mediaMessages.onlyFamilyAdminShared);
  });

  it('edit, link, unlink and delete are in the history and revert; a revert reverts too', async () => {
    const source = await send(
      'POST',
      `${base()}/sources`,
      { title: 'Census 1911' },
      w.tokens.admin,
    );
    const sourceId = source.json<{ sourceId: number }>().sourceId;
    const scan = await added(
      { sourceId: `${sourceId}`, title: 'Census page' },
      { name: 'c.png', data: png },
    );
    expect(await newest()).toMatchObject({ action: 'media.link', revertible: true });
    const url = `${base()}/media-records/${scan.mediaId}`;

    expect(
      (await send('PUT', url, { title: 'Census page 4', date: '2 APR 1911' }, w.tokens.admin))
        .statusCode,
    ).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'media.edit', revertible: true });
    expect((await revert(edit.id)).statusCode).toBe(200);
    expect((await api.get(url)).json<MediaItem>()).toMatchObject({
      title: 'Census page',
      date: null,
    });
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await api.get(url)).json<MediaItem>()).toMatchObject({
      title: 'Census page 4',
      date: '2 APR 1911',
    });

    const linked = await send('POST', `${url}/links`, { personId: w.ids.r }, w.tokens.admin);
    const link = linked.json<MediaLink>();
    expect(await newest()).toMatchObject({ action: 'media.link', personId: w.ids.r });
    expect(
      (await send('DELETE', `${url}/links/${link.linkId}`, undefined, w.tokens.admin)).statusCode,
    ).toBe(204);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await mediaOf(w.ids.r)).map((m) => m.mediaId)).toContain(scan.mediaId);
    const sourceMedia = (await api.get(`${base()}/sources/${sourceId}/media`)).json<MediaItem[]>();
    expect(sourceMedia.map((m) => m.mediaId)).toEqual([scan.mediaId]);

    const whole = (await api.get(url, w.tokens.admin)).json<MediaItem>();
    expect((await send('DELETE', url, undefined, w.tokens.admin)).statusCode).toBe(204);
    expect((await api.get(url, w.tokens.admin)).statusCode).toBe(404);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'media.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    expect((await api.get(url, w.tokens.admin)).json<MediaItem>()).toEqual(whole);
    // The revert reverted: deleted again; and once more, back with its file.
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await api.get(url, w.tokens.admin)).statusCode).toBe(404);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: whole.url })).statusCode).toBe(200);
  });

  it('a deleted person comes back with their media links', async () => {
    const res = await send(
      'POST',
      apiPaths.saveMember(w.ids.b, w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp', lastName: 'Person', gender: 'M' },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const child = res
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp')!.personId;
    const shared = await added({ personId: `${w.ids.r}` }, { name: 'group.pdf', data: pdf });
    const link = await send(
      'POST',
      `${base()}/media-records/${shared.mediaId}/links`,
      { personId: child },
      w.tokens.admin,
    );
    expect(link.statusCode, link.body).toBe(201);
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(w.ids.b, child),
      undefined,
      w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const url = `${base()}/media-records/${shared.mediaId}`;
    expect((await api.get(url, w.tokens.admin)).json<MediaItem>().links).toHaveLength(1);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    const back = (await api.get(url, w.tokens.admin)).json<MediaItem>();
    expect(back.links.map((l) => l.personId)).toEqual([w.ids.r, child]);
  });
});

describe('linking existing media (issue 30)', () => {
  let annaSam: number;
  let rootRose: number;
  const stamp = Date.now().toString(36);
  const listed = async (q: string, token?: string) => {
    const res = await api.get(`${base()}/media-records?q=${encodeURIComponent(q)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MediaItem[]>().map((m) => m.mediaId);
  };
  const ofCouple = async (unionId: number, token = w.tokens.admin) =>
    (await api.get(`${base()}/unions/${unionId}/media`, token))
      .json<MediaItem[]>()
      .map((m) => m.mediaId);
  const linkTo = (mediaId: number, body: object, token = w.tokens.admin) =>
    send('POST', `${base()}/media-records/${mediaId}/links`, body, token);

  beforeAll(async () => {
    annaSam = await unionOf(w.ids.a, w.ids.as);
    const rose = await addSpouse(w.ids.r, 'Rose', 'F');
    rootRose = await unionOf(w.ids.r, rose);
  });

  it("lists the family's records newest first, searched by title in any case, under the living rule", async () => {
    const old = await added(
      { personId: `${w.ids.r}`, title: `Harvest ${stamp} 1905` },
      { name: 'h.pdf', data: pdf },
    );
    const living = await added(
      { personId: `${w.ids.b}`, title: `harvest ${stamp} 2001` },
      { name: 'h2.pdf', data: pdf },
    );
    expect(await listed(`HARVEST ${stamp}`, w.tokens.admin)).toEqual([living.mediaId, old.mediaId]);
    expect(await listed(`harvest ${stamp}`)).toEqual([old.mediaId]);
    expect(await listed(`${stamp} 19`, w.tokens.admin)).toEqual([old.mediaId]);
    // LIKE's wildcards are plain characters.
    expect(await listed(`%${stamp}`, w.tokens.admin)).toEqual([]);
    expect((await listed('', w.tokens.admin)).slice(0, 2)).toEqual([living.mediaId, old.mediaId]);
  });

  it('links a record to one more person and a couple, and unlinks it without deleting it; each reverts', async () => {
    const scan = await added(
      { personId: `${w.ids.a}`, title: `Wedding ${stamp}` },
      { name: 'w.png', data: png },
    );
    const toSam = await linkTo(scan.mediaId!, { personId: w.ids.as }, w.tokens.branch);
    expect(toSam.statusCode, toSam.body).toBe(201);
    expect((await mediaOf(w.ids.as, w.tokens.admin)).map((m) => m.mediaId)).toContain(scan.mediaId);
    // Media of a couple is the family admins' (a branch admin is refused below).
    const toCouple = await linkTo(scan.mediaId!, { unionId: annaSam });
    expect(toCouple.statusCode, toCouple.body).toBe(201);
    const coupleLink = toCouple.json<MediaLink>();
    expect(coupleLink).toMatchObject({ unionId: annaSam, personId: null });
    expect(await ofCouple(annaSam)).toContain(scan.mediaId);
    const linked = await newest();
    expect(linked).toMatchObject({ action: 'media.link', revertible: true });

    const url = `${base()}/media-records/${scan.mediaId}`;
    const unlinked = await send(
      'DELETE',
      `${url}/links/${coupleLink.linkId}`,
      undefined,
      w.tokens.admin,
    );
    expect(unlinked.statusCode, unlinked.body).toBe(204);
    expect(await ofCouple(annaSam)).not.toContain(scan.mediaId);
    // Unlinked, not deleted: the record and its other links stay.
    const kept = (await api.get(url, w.tokens.admin)).json<MediaItem>();
    expect(kept.links.map((l) => l.personId)).toEqual([w.ids.a, w.ids.as]);
    const unlinking = await newest();
    expect(unlinking).toMatchObject({ action: 'media.unlink', revertible: true });
    expect((await revert(unlinking.id)).statusCode).toBe(200);
    expect(await ofCouple(annaSam)).toContain(scan.mediaId);
    // The revert reverted: unlinked again.
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await ofCouple(annaSam)).not.toContain(scan.mediaId);
    // The link to Sam reverted: Sam's media no longer show it.
    const samLink = kept.links.find((l) => l.personId === w.ids.as)!;
    const history = await api.get(
      `${apiPaths.familyHistory(familyId())}?pageSize=20`,
      w.tokens.admin,
    );
    const samChange = history
      .json<ChangePage>()
      .items.find((c) => c.action === 'media.link' && c.personId === w.ids.as)!;
    expect(samChange).toBeDefined();
    expect(samLink).toBeDefined();
    expect((await revert(samChange.id)).statusCode).toBe(200);
    expect((await mediaOf(w.ids.as, w.tokens.admin)).map((m) => m.mediaId)).not.toContain(
      scan.mediaId,
    );
    expect((await api.get(url, w.tokens.admin)).statusCode).toBe(200);
  });

  it('refuses visitors, members, other families and branch admins outside their branch, changing nothing', async () => {
    const roots = await added(
      { personId: `${w.ids.r}`, title: `Deeds ${stamp}` },
      { name: 'd.pdf', data: pdf },
    );
    const bertsRecord = await added(
      { personId: `${w.ids.b}`, title: `Bert ${stamp}` },
      { name: 'b.pdf', data: pdf },
    );
    const onCouple = await linkTo(roots.mediaId!, { unionId: rootRose });
    expect(onCouple.statusCode).toBe(201);
    const linkId = onCouple.json<MediaLink>().linkId;
    const before = await snapshotTables(t.context.db);
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.otherAdmin, 403],
    ] as const) {
      expect((await linkTo(roots.mediaId!, { unionId: annaSam }, token)).statusCode).toBe(status);
      expect((await linkTo(roots.mediaId!, { personId: w.ids.a }, token)).statusCode).toBe(status);
      const unlink = `${base()}/media-records/${roots.mediaId}/links/${linkId}`;
      expect((await send('DELETE', unlink, undefined, token)).statusCode).toBe(status);
    }
    const branch = w.tokens.branch;
    expect((await linkTo(roots.mediaId!, { unionId: rootRose }, branch)).statusCode).toBe(403);
    const annas = await linkTo(bertsRecord.mediaId!, { unionId: annaSam }, branch);
    expect(annas.statusCode).toBe(403);
    expect(annas.json().message).toBe(mediaMessages.onlyFamilyAdminShared);
    expect((await linkTo(roots.mediaId!, { personId: w.ids.b }, branch)).statusCode).toBe(403);
    expect(
      (
        await send(
          'DELETE',
          `${base()}/media-records/${roots.mediaId}/links/${linkId}`,
          undefined,
          branch,
        )
      ).statusCode,
    ).toBe(403);
    // Another family's admin may not list this family's records as an editor would.
    expect(await listed(`Bert ${stamp}`, w.tokens.otherAdmin)).toEqual([]);
    for (const [body, field] of [
      [{ personId: w.ids.a, unionId: annaSam }, 'personId'],
      [{}, 'personId'],
      [{ unionId: 'one' }, 'unionId'],
    ] as const) {
      const res = await linkTo(roots.mediaId!, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const unknown = await linkTo(roots.mediaId!, { unionId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(mediaMessages.subjectNotFound);
    const twice = await linkTo(roots.mediaId!, { unionId: rootRose });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(mediaMessages.alreadyLinked);
    expect((await linkTo(999_999, { personId: w.ids.a })).statusCode).toBe(404);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });
});
