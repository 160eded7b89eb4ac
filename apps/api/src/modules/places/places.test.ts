import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  placeMessages,
  type ChangePage,
  type Place,
  type PlaceSummary,
} from '@familytree/shared';
import {
  createTestContext,
  createUser,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/**
 * Places (issue 30, decision 0038): the hierarchy of the facts' place texts, a place's page under
 * the living-person rule, the admins' edits with their refusals, and every edit in the history.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let memberToken: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  const db = t.context.db;
  // The founder died long ago (his facts are the family's); Anna (A) and Sam (AS) are living.
  await db
    .updateTable('persons')
    .set({
      date_of_birth: '1850-01-01',
      date_of_death: '1920-01-01',
      living: 0,
      place_of_birth: 'Kottayam, Kerala',
      country_of_birth: 'IN',
    })
    .where('id', '=', w.ids.r)
    .execute();
  await db
    .updateTable('persons')
    .set({ place_of_birth: 'Kochi, Kerala, India' })
    .where('id', '=', w.ids.a)
    .execute();
  await db
    .updateTable('unions')
    .set({ marriage_place: ' kottayam ,KERALA,  India', marriage_date: '2001-05-01' })
    .where('person_id', '=', w.ids.a)
    .execute();
  await db
    .insertInto('gedcom_events')
    .values({
      family_id: w.family.familyId,
      person_id: w.ids.r,
      spouse_id: null,
      position: 0,
      of_family: 0,
      tag: 'DEAT',
      date_phrase: '1 JAN 1920',
      place: 'Kottayam, Kerala, India',
    })
    .execute();
  const member = await createUser(t.context, {
    memberships: [{ familyId: w.family.familyId, role: 'MEMBER', status: 'ACTIVE' }],
  });
  memberToken = await login(t.app, member.email, testPassword);
}, 60_000);
afterAll(() => closeTestContext(t));

const familyId = () => w.family.familyId;
const base = () => `/api/family/${familyId()}/places`;
const at = (key: string) => `${base()}/${encodeURIComponent(key)}`;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const list = async (token?: string) => (await api.get(base(), token)).json<PlaceSummary[]>();
const place = async (key: string, token?: string) => {
  const res = await api.get(at(key), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Place>();
};
const newest = async () =>
  (
    await api.get(`${apiPaths.familyHistory(familyId())}?pageSize=1`, w.tokens.admin)
  ).json<ChangePage>().items[0]!;
const revert = async (id: number) => {
  const res = await api.post(apiPaths.revertChange(familyId(), id), undefined, w.tokens.admin);
  expect(res.statusCode, res.body).toBe(200);
};
const kottayam = 'kottayam, kerala, india';

describe('places', () => {
  it('builds the hierarchy from the place texts, right to left, case and spaces aside', async () => {
    const places = await list(w.tokens.admin);
    const byKey = new Map(places.map((p) => [p.key, p]));
    expect(byKey.get('india')).toMatchObject({ name: 'India', parentKey: null, factCount: 4 });
    expect(byKey.get('kerala, india')).toMatchObject({ childCount: 2, factCount: 4 });
    // Birth (place and country IN), death (imported event), marriage ("kottayam ,KERALA").
    expect(byKey.get(kottayam)).toMatchObject({
      fullName: 'Kottayam, Kerala, India',
      factCount: 3,
    });
    expect(byKey.get('kochi, kerala, india')?.factCount).toBe(1);
    expect(places.every((p) => p.placeId === null)).toBe(true);
  });

  it("shows a living person's facts only to whom sees them", async () => {
    const visitorKeys = (await list()).map((p) => p.key);
    expect(visitorKeys).toContain(kottayam);
    expect(visitorKeys).not.toContain('kochi, kerala, india');
    const seen = await place(kottayam);
    expect(seen.facts.map((f) => f.kind).sort()).toEqual(['birth', 'death']);
    expect(JSON.stringify(seen)).not.toContain('Anna');
    const admin = await place('kerala, india', w.tokens.admin);
    expect(admin.facts.map((f) => f.kind).sort()).toEqual(['birth', 'birth', 'death', 'marriage']);
    expect(admin.parents).toEqual([{ key: 'india', name: 'India' }]);
    expect(admin.children.map((c) => c.key)).toEqual(['kochi, kerala, india', kottayam]);
    expect((await api.get(at('nowhere'))).statusCode).toBe(404);
  });

  it('refuses visitors, members, branch admins and other families before the body, and bad bodies by field', async () => {
    const before = await snapshotTables(t.context.db);
    const good = { type: 'town', latitude: 9.59, longitude: 76.52 };
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.branch, 403],
      [w.tokens.otherAdmin, 403],
    ] as const) {
      for (const body of [good, { latitude: 'x' }]) {
        const res = await send('PUT', at(kottayam), body, token);
        expect(res.statusCode).toBe(status);
      }
      expect((await send('POST', base(), { name: 'Pala' }, token)).statusCode).toBe(status);
    }
    const refused = await send('PUT', at(kottayam), good, w.tokens.branch);
    expect(refused.json().message).toBe(placeMessages.onlyFamilyAdminPlaces);
    for (const [body, field, message] of [
      [{ latitude: 91, longitude: 0 }, 'latitude', placeMessages.latitudeRange],
      [{ latitude: 0, longitude: -181 }, 'longitude', placeMessages.longitudeRange],
      [{ latitude: 9.5 }, 'longitude', placeMessages.bothCoordinates],
      [{ type: 'city' }, 'type', placeMessages.typeKind],
    ] as const) {
      const res = await send('PUT', at(kottayam), body, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    }
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('an edit gives the place its rows; alternative names match; every write reverts', async () => {
    const edited = await send(
      'PUT',
      at('kerala, india'),
      {
        type: 'state',
        latitude: 10.5,
        longitude: 76.2,
        alternativeNames: [{ name: 'Keralam', language: 'ml' }],
      },
      w.tokens.admin,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Place>()).toMatchObject({
      type: 'state',
      latitude: 10.5,
      longitude: 76.2,
      alternativeNames: [{ name: 'Keralam', language: 'ml' }],
    });
    const india = (await list()).find((p) => p.key === 'india')!;
    expect(india.placeId).not.toBeNull();
    // A fact naming the alternative name is at the same place.
    await t.context.db
      .updateTable('persons')
      .set({ place_of_birth: 'Ernakulam, keralam, India' })
      .where('id', '=', w.ids.b)
      .execute();
    expect((await place('ernakulam, kerala, india', w.tokens.admin)).facts[0]?.personId).toBe(
      w.ids.b,
    );

    const edit = await newest();
    expect(edit).toMatchObject({ action: 'place.edit', entityType: 'place', revertible: true });
    await revert(edit.id);
    expect(await place('kerala, india')).toMatchObject({
      latitude: null,
      type: null,
      alternativeNames: [],
    });
    await revert((await newest()).id);
    expect(await place('kerala, india')).toMatchObject({
      latitude: 10.5,
      alternativeNames: [{ name: 'Keralam', language: 'ml' }],
    });

    // A place added under Kottayam, deleted, and brought back by a revert.
    const added = await send('POST', base(), { name: 'Pala', parentKey: kottayam }, w.tokens.admin);
    expect(added.statusCode, added.body).toBe(201);
    expect((await send('DELETE', at(kottayam), undefined, w.tokens.admin)).statusCode).toBe(409);
    const palaKey = 'pala, kottayam, kerala, india';
    expect((await send('DELETE', at(palaKey), undefined, w.tokens.admin)).statusCode).toBe(204);
    expect((await api.get(at(palaKey))).statusCode).toBe(404);
    await revert((await newest()).id);
    expect((await place(palaKey)).parents.map((p) => p.name)).toEqual([
      'India',
      'Kerala',
      'Kottayam',
    ]);
  });
});
