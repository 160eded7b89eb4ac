import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, placeMessages, type ChangePage, type Place } from '@familytree/shared';
import {
  createTestContext,
  createUser,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import {
  basicBody,
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/**
 * Renaming a place and merging it into another (issue 30, decision 0044): every fact naming it
 * (or a place within it) is rewritten, the gazetteer follows, and the whole is one change that
 * reverts exactly; every refusal changes nothing.
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
  const person = (id: number, place: string, country: string | null) =>
    db
      .updateTable('persons')
      .set({ place_of_birth: place, country_of_birth: country })
      .where('id', '=', id)
      .execute();
  await person(w.ids.r, 'Kottayam, Kerala', 'IN');
  await person(w.ids.a, 'Pala, Kottayam, Kerala, India', null);
  await person(w.ids.b, 'Kochi, Kerala, India', null);
  await db
    .updateTable('unions')
    .set({ marriage_place: ' kottayam ,KERALA,  India' })
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

const base = () => `/api/family/${w.family.familyId}/places`;
const at = (key: string) => `${base()}/${encodeURIComponent(key)}`;
const send = (method: 'POST' | 'PUT', url: string, body: unknown, token?: string) =>
  t.app.inject({
    method,
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const rename = (key: string, name: unknown, token = w.tokens.admin) =>
  send('POST', `${at(key)}/rename`, { name }, token);
const merge = (key: string, targetKey: unknown, token = w.tokens.admin) =>
  send('POST', `${at(key)}/merge`, { targetKey }, token);
const newest = async () =>
  (
    await api.get(`${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`, w.tokens.admin)
  ).json<ChangePage>().items[0]!;
const revertNewest = async () => {
  const id = (await newest()).id;
  return api.post(apiPaths.revertChange(w.family.familyId, id), undefined, w.tokens.admin);
};
const texts = async () => {
  const db = t.context.db;
  const persons = await db
    .selectFrom('persons')
    .select(['id', 'place_of_birth', 'country_of_birth'])
    .where('id', 'in', [w.ids.r, w.ids.a, w.ids.b])
    .orderBy('id')
    .execute();
  const unions = await db.selectFrom('unions').select('marriage_place').orderBy('id').execute();
  const events = await db.selectFrom('gedcom_events').select('place').orderBy('id').execute();
  return { persons, unions, events };
};
const placeRows = () =>
  t.context.db
    .selectFrom('places')
    .select(['id', 'parent_id', 'name', 'latitude', 'longitude'])
    .orderBy('id')
    .execute();
const kottayam = 'kottayam, kerala, india';

describe('renaming and merging places', () => {
  it('refuses others before the body, bad names and targets by field, and changes nothing', async () => {
    const before = await snapshotTables(t.context.db);
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.branch, 403],
      [w.tokens.otherAdmin, 403],
    ] as const) {
      expect((await rename(kottayam, 'Kottayam Town', token)).statusCode).toBe(status);
      expect((await merge(kottayam, 'kochi, kerala, india', token)).statusCode).toBe(status);
    }
    expect((await rename(kottayam, 'X', w.tokens.branch)).json().message).toBe(
      placeMessages.onlyFamilyAdminPlaces,
    );
    for (const [res, status, field, message] of [
      [await rename(kottayam, ' '), 400, 'name', placeMessages.nameRequired],
      [await rename(kottayam, 'x'.repeat(121)), 400, 'name', placeMessages.tooLong(120)],
      [await rename(kottayam, 'A, B'), 400, 'name', placeMessages.nameHasComma],
      [await rename(kottayam, 'kochi'), 409, 'name', placeMessages.nameTaken],
      [await merge(kottayam, 'nowhere'), 400, 'targetKey', placeMessages.mergeTargetNotFound],
      [await merge(kottayam, kottayam), 400, 'targetKey', placeMessages.mergeIntoItself],
      [await merge(kottayam, 'kerala, india'), 400, 'targetKey', placeMessages.mergeIntoLine],
      [await merge('kerala, india', kottayam), 400, 'targetKey', placeMessages.mergeIntoLine],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    }
    expect((await rename('nowhere', 'Else')).statusCode).toBe(404);
    expect((await merge('nowhere', kottayam)).statusCode).toBe(404);
    // India is the country of a birth stored as the code IN.
    const country = await rename('india', 'Bharat');
    expect(country.statusCode).toBe(409);
    expect(country.json().message).toBe(placeMessages.countryOfBirth);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('a rename rewrites every fact within the place, keeps its details, and reverts exactly', async () => {
    const details = {
      latitude: 9.59,
      longitude: 76.52,
      alternativeNames: [{ name: 'Kottayam Old' }],
    };
    expect((await send('PUT', at(kottayam), details, w.tokens.admin)).statusCode).toBe(200);
    const textsBefore = await texts();
    const rowsBefore = await placeRows();
    const res = await rename(kottayam, 'Kottayam  Town');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Place>()).toMatchObject({
      key: 'kottayam town, kerala, india',
      latitude: 9.59,
      alternativeNames: [{ name: 'Kottayam Old', language: null }],
      factCount: 4,
    });
    expect((await api.get(at(kottayam), w.tokens.admin)).statusCode).toBe(404);
    const renamed = await texts();
    expect(renamed.persons.map((p) => [p.place_of_birth, p.country_of_birth])).toEqual(
      expect.arrayContaining([
        ['Kottayam Town, Kerala', 'IN'],
        ['Pala, Kottayam Town, Kerala, India', null],
        ['Kochi, Kerala, India', null],
      ]),
    );
    expect(renamed.unions.map((u) => u.marriage_place)).toContain('Kottayam Town, KERALA, India');
    expect(renamed.events.map((e) => e.place)).toEqual(['Kottayam Town, Kerala, India']);
    const change = await newest();
    expect(change).toMatchObject({ action: 'place.rename', revertible: true });
    expect((await revertNewest()).statusCode).toBe(200);
    expect(await texts()).toEqual(textsBefore);
    expect(await placeRows()).toEqual(rowsBefore);
    // The revert is itself reverted: the rename again.
    expect((await revertNewest()).statusCode).toBe(200);
    expect(await texts()).toEqual(renamed);
    // A rewritten fact changed since (by a profile save): the revert is refused, naming it.
    const saved = await api.save(
      w.ids.a,
      'saveBasicDetails',
      basicBody({ placeOfBirth: 'Pala', countryOfBirth: 'IN' }),
      w.tokens.admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const untouched = await snapshotTables(t.context.db);
    const refused = await api.post(
      apiPaths.revertChange(w.family.familyId, change.id + 2),
      undefined,
      w.tokens.admin,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('the place of a fact it rewrote');
    expect(await snapshotTables(t.context.db)).toEqual(untouched);
  });

  it('a merge rewrites the facts to the target and joins the details; its revert puts all back', async () => {
    const textsBefore = await texts();
    const rowsBefore = await placeRows();
    const town = 'kottayam town, kerala, india';
    const res = await merge(town, 'kochi, kerala, india');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Place>()).toMatchObject({
      key: 'kochi, kerala, india',
      latitude: 9.59,
      longitude: 76.52,
      alternativeNames: [{ name: 'Kottayam Old', language: null }],
    });
    expect((await api.get(at(town), w.tokens.admin)).statusCode).toBe(404);
    const merged = await texts();
    expect(merged.events.map((e) => e.place)).toEqual(['Kochi, Kerala, India']);
    expect(merged.unions.map((u) => u.marriage_place)).toContain('Kochi, Kerala, India');
    expect(merged.persons.map((p) => p.place_of_birth)).toContain('Kochi, Kerala');
    const mergeChange = await newest();
    expect(mergeChange.action).toBe('place.merge');
    // The merged row edited since: the merge's revert is refused until that edit is reverted.
    const kochi = 'kochi, kerala, india';
    const edit = await send('PUT', at(kochi), { latitude: 1, longitude: 2 }, w.tokens.admin);
    expect(edit.statusCode, edit.body).toBe(200);
    const untouched = await snapshotTables(t.context.db);
    const refused = await api.post(
      apiPaths.revertChange(w.family.familyId, mergeChange.id),
      undefined,
      w.tokens.admin,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('edited since');
    expect(await snapshotTables(t.context.db)).toEqual(untouched);
    expect((await revertNewest()).statusCode).toBe(200);
    const back = await api.post(
      apiPaths.revertChange(w.family.familyId, mergeChange.id),
      undefined,
      w.tokens.admin,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await texts()).toEqual(textsBefore);
    expect(await placeRows()).toEqual(rowsBefore);
  });
});
