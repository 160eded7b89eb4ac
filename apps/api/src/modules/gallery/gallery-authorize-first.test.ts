import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Album, AlbumPhoto } from '@familytree/shared';
import {
  createTestContext,
  createUser,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { buildProfileWorld, type ProfileWorld } from '../profiles/profiles.test-helpers.js';
import { galleryApi, uploadedName } from './gallery.test-helpers.js';

// Issue 28 item 7 (decision 0029): a caller who may not write to the gallery gets the same
// 401/403/404 with an invalid body as with a valid one. A 400 would tell a visitor or another
// family's admin the body's rules. The family admin sending the same body gets the 400.

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof galleryApi>;
let memberToken: string;
let albumId: number;
let photoId: number;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = galleryApi(t, w);
  const member = await createUser(t.context, {
    memberships: [{ familyId: w.family.familyId, role: 'MEMBER' }],
  });
  memberToken = await login(t.app, member.email, testPassword);
  albumId = (await api.createAlbum({ title: 'Everyone' }, w.tokens.admin)).json<Album>().albumId;
  const image = await uploadedName(api, w.tokens.admin);
  photoId = (await api.addPhoto(albumId, { image }, w.tokens.admin)).json<AlbumPhoto>()
    .albumPhotoId;
}, 60_000);
afterAll(() => t?.close());

const snapshot = () => snapshotTables(t.context.db);

/** Each write with an invalid body, the field its 400 names, and the caller's token. */
const invalidWrites = (token?: string): [string, Promise<LightMyRequestResponse>, string][] => [
  ['create', api.createAlbum({ title: '', nonsense: 1 }, token), 'title'],
  ['rename', api.updateAlbum(albumId, { title: 'x'.repeat(101) }, token), 'title'],
  ['add photo', api.addPhoto(albumId, { caption: 'No image' }, token), 'image'],
  ['rename with a bad If-Match', api.updateAlbum(albumId, { title: '' }, token, 'x'), 'title'],
];

describe('a caller who may not write to the gallery is refused before the body is validated', () => {
  it('a visitor: 401', async () => {
    const before = await snapshot();
    for (const [what, sent] of invalidWrites()) expect((await sent).statusCode, what).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('a member without rights and an invited branch admin: 403', async () => {
    const before = await snapshot();
    for (const token of [memberToken, w.tokens.invited])
      for (const [what, sent] of invalidWrites(token)) {
        const res = await sent;
        expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
      }
    expect(await snapshot()).toBe(before);
  });

  it("another family's admin: 403 on this family's site, 404 for this album on their own", async () => {
    const before = await snapshot();
    for (const [what, sent] of invalidWrites(w.tokens.otherAdmin)) {
      const res = await sent;
      expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
    }
    const otherHost = `${w.other.domainName}.localhost`;
    const album = `/api/family/${w.other.familyId}/albums/${albumId}`;
    const onOwnSite = [
      await api.send('PUT', album, w.tokens.otherAdmin, { title: '' }, otherHost),
      await api.send('POST', `${album}/photos`, w.tokens.otherAdmin, { nonsense: 1 }, otherHost),
      await api.send('DELETE', album, w.tokens.otherAdmin, undefined, otherHost),
      await api.send(
        'DELETE',
        `${album}/photos/${photoId}`,
        w.tokens.otherAdmin,
        undefined,
        otherHost,
      ),
    ];
    for (const res of onOwnSite) expect(res.statusCode, res.body).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("a branch admin with an invalid body for the family admin's album: 403", async () => {
    const before = await snapshot();
    const rename = await api.updateAlbum(albumId, { title: '' }, w.tokens.branch);
    expect(rename.statusCode, rename.body).toBe(403);
    const add = await api.addPhoto(albumId, { caption: 1 }, w.tokens.branch);
    expect(add.statusCode, add.body).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('the family admin with the same invalid bodies: 400 naming the field, nothing changed', async () => {
    const before = await snapshot();
    for (const [what, sent, field] of invalidWrites(w.tokens.admin)) {
      const res = await sent;
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().fields[field], what).toBeTruthy();
    }
    expect(await snapshot()).toBe(before);
  });
});
