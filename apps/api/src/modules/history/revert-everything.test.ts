import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChangePage, type MemberDetail } from '@familytree/shared';
import {
  bearer,
  createTestContext,
  multipartFile,
  uniqueEmail,
  writableTables,
  type TestContext,
} from '../../test-support/index.js';
import {
  aboutBody,
  buildProfileWorld,
  closeTestContext,
  profileApi,
  uploadImage,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/**
 * Issue 29's promise as one story: a family admin makes a change of every kind, then reverts the
 * whole history newest first. Every record offers Revert, every revert succeeds, and the family's
 * data is as it was before the first change (only the clocks moved).
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
}, 60_000);
afterAll(() => closeTestContext(t));

const familyId = () => w.family.familyId;
const host = () => `${w.family.domainName}.localhost`;
async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { ...bearer(w.tokens.admin), host: host() },
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/**
 * The family's rows, without what a revert rightly leaves: the clocks and the families' version
 * counters (they only go up), the accounts an invitation made (an account is its owner's, decision
 * 0010), the uploaded files (an upload is not a change of the family's data) and the links mailed.
 */
const leftAlone = new Set(['users', 'images', 'invitations', 'sessions', 'contact_sends']);
async function familyData(): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of writableTables) {
    if (leftAlone.has(table)) continue;
    const rows = await t.context.db.selectFrom(table).selectAll().orderBy('id').execute();
    tables[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(([c]) => !c.endsWith('_at') && !c.endsWith('_version')),
      ),
    );
  }
  return JSON.stringify(tables);
}

async function history() {
  const res = await api.get(`${apiPaths.familyHistory(familyId())}?pageSize=100`, w.tokens.admin);
  return res.json<ChangePage>().items;
}

async function changeOfEveryKind(): Promise<void> {
  const f = familyId();
  // The tree: a child added, edited, given a spouse with a marriage; another child added and deleted.
  const added = await send('POST', apiPaths.saveMember(w.ids.b, w.ids.b), {
    memberType: 'CHILD',
    firstName: 'Nina',
    lastName: 'Person',
    gender: 'F',
  });
  const nina = added.json<MemberDetail>().children.find((c) => c.firstName === 'Nina')!.personId;
  await send('POST', apiPaths.saveMember(nina, nina), {
    memberType: 'SELF',
    firstName: 'Nina',
    lastName: 'Person-Edited',
    gender: 'F',
  });
  const married = await send('POST', apiPaths.saveMember(nina, nina), {
    memberType: 'SPOUSE',
    firstName: 'Omar',
    lastName: 'Spouse',
    gender: 'M',
  });
  const omar = married.json<MemberDetail>().spouses.find((s) => s.firstName === 'Omar')!.personId;
  await send('PUT', apiPaths.saveMarriage(nina, omar), { marriageDate: '2001-05-06' });
  const temp = await send('POST', apiPaths.saveMember(w.ids.b, w.ids.b), {
    memberType: 'CHILD',
    firstName: 'Temp',
    lastName: 'Person',
    gender: 'M',
  });
  const tempId = temp.json<MemberDetail>().children.find((c) => c.firstName === 'Temp')!.personId;
  await send('DELETE', apiPaths.deleteChild(w.ids.b, tempId));

  // A profile tab, the site, the settings.
  await api.save(
    w.ids.b,
    'saveAbout',
    aboutBody({ about: '<p>Bert grew mangoes.</p>' }),
    w.tokens.admin,
  );
  const menus = await api.get(apiPaths.menusAll(f), w.tokens.admin);
  const menuId = menus.json<Array<{ menuId: number }>>()[1]!.menuId;
  await send('POST', apiPaths.renameMenu(f), { menuId, menuName: 'Our story' });
  const section = {
    title: 'Beginnings',
    titleClass: 'timeline-heading-medium',
    image: null,
    imageDescription: '',
    imagePosition: 'timeline-view-image-left',
    content: '<p>Once upon a time</p>',
  };
  await send('PUT', apiPaths.saveDraft(f, menuId), [section]);
  await send('POST', apiPaths.publishMenu(f, menuId), [section]);
  await send('PUT', `/api/family/${f}/settings`, { visitorDates: 'NAMES', membersOnly: true });

  // Events, news, an album with a photo put in and taken out.
  const event = await send('POST', `/api/family/${f}/events`, {
    title: 'Reunion',
    date: '2099-07-10',
    place: 'Kochi',
  });
  const eventId = event.json<{ eventId: number }>().eventId;
  await send('PUT', `/api/family/${f}/events/${eventId}`, {
    title: 'Reunion 2099',
    date: '2099-07-11',
  });
  const post = await send('POST', `/api/family/${f}/news`, {
    title: 'Hello',
    content: '<p>Hi</p>',
  });
  const newsId = post.json<{ newsId: number }>().newsId;
  await send('PUT', `/api/family/${f}/news/${newsId}`, { title: 'Hello all', content: '' });
  await send('DELETE', `/api/family/${f}/news/${newsId}`);
  const album = await send('POST', apiPaths.albums(f), { title: 'Summer' });
  const albumId = album.json<{ albumId: number }>().albumId;
  await send('PUT', apiPaths.album(f, albumId), { title: 'Summer 2099', description: '' });
  const image = await uploadImage(t, w.tokens.admin, w.family.domainName);
  const photo = await send('POST', apiPaths.albumPhotos(f, albumId), { image, caption: 'Us' });
  const photoId = photo.json<{ albumPhotoId: number }>().albumPhotoId;
  await send('DELETE', apiPaths.albumPhoto(f, albumId, photoId));

  // Accounts: a branch admin invited and given a member; a relative invited.
  const admin = await send('POST', apiPaths.saveBranchAdmin(f), {
    firstName: 'Hana',
    lastName: 'Helper',
    email: uniqueEmail('hana'),
  });
  await send('POST', apiPaths.assignBranchAdmin(f, admin.json<{ userId: number }>().userId, nina));
  await send('POST', apiPaths.memberAccount(f, omar), { email: uniqueEmail('omar') });

  // Research: a repository, a source kept there, a citation of Nina's birth.
  const repo = await send('POST', `/api/family/${f}/repositories`, { name: 'Archives' });
  const source = await send('POST', `/api/family/${f}/sources`, {
    title: 'Register',
    repositoryId: repo.json<{ repositoryId: number }>().repositoryId,
  });
  await send('POST', `/api/family/${f}/citations`, {
    sourceId: source.json<{ sourceId: number }>().sourceId,
    personId: nina,
    fact: 'birth',
  });
  // ... and of Nina and Omar's marriage (a couple's citation, recorded under a partner).
  const ninaOmar = await t.context.db
    .selectFrom('unions')
    .select('id')
    .where('person_id', 'in', [nina, omar])
    .where('spouse_id', 'in', [nina, omar])
    .executeTakeFirstOrThrow();
  const coupleCitation = await send('POST', `/api/family/${f}/citations`, {
    sourceId: source.json<{ sourceId: number }>().sourceId,
    unionId: ninaOmar.id,
    fact: 'marriage',
  });
  expect(coupleCitation.statusCode, coupleCitation.body).toBe(201);

  // Media: a PDF uploaded, then linked to Nina and to the source.
  const pdf = multipartFile('file', 'letter.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/family/${f}/media-records`,
    payload: pdf.payload,
    headers: { ...pdf.headers, ...bearer(w.tokens.admin), host: host() },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const mediaId = uploaded.json<{ mediaId: number }>().mediaId;
  await send('POST', `/api/family/${f}/media-records/${mediaId}/links`, { personId: nina });
  await send('POST', `/api/family/${f}/media-records/${mediaId}/links`, {
    sourceId: source.json<{ sourceId: number }>().sourceId,
  });
  // Places: a country added and given coordinates; a state added under it and deleted.
  await send('POST', `/api/family/${f}/places`, { name: 'India' });
  await send('PUT', `/api/family/${f}/places/india`, {
    type: 'country',
    latitude: 22,
    longitude: 79,
    alternativeNames: [{ name: 'Bharat', language: 'hi' }],
  });
  await send('POST', `/api/family/${f}/places`, { name: 'Kerala', parentKey: 'india' });
  await send('DELETE', `/api/family/${f}/places/${encodeURIComponent('kerala, india')}`);
}

describe('every change can be undone', () => {
  it('a change of every kind, then the whole history reverted newest first', async () => {
    const seen = new Set((await history()).map((r) => r.id));
    const before = await familyData();

    await changeOfEveryKind();
    const made = (await history()).filter((r) => !seen.has(r.id));
    const kinds = new Set(made.map((r) => r.action));
    expect([...kinds].sort()).toEqual([
      'album.add',
      'album.photoAdd',
      'album.photoRemove',
      'album.rename',
      'branchAdmin.assign',
      'branchAdmin.invite',
      'citation.add',
      'event.add',
      'event.edit',
      'media.add',
      'media.link',
      'memberAccount.invite',
      'news.add',
      'news.delete',
      'news.edit',
      'person.add',
      'person.delete',
      'person.edit',
      'place.add',
      'place.delete',
      'place.edit',
      'profile.about',
      'repository.add',
      'settings.edit',
      'site.draft',
      'site.publish',
      'site.rename',
      'source.add',
      'union.marriage',
    ]);
    expect(made.filter((r) => !r.revertible).map((r) => r.action)).toEqual([]);

    for (const record of made) {
      const res = await api.post(
        apiPaths.revertChange(familyId(), record.id),
        undefined,
        w.tokens.admin,
      );
      expect(res.statusCode, `${record.action}: ${res.body}`).toBe(200);
    }
    expect(await familyData()).toEqual(before);
  }, 60_000);
});
