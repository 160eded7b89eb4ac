import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  placeMessages,
  type ChangePage,
  type Place,
  type PlaceSummary,
} from '@familytree/shared';
import {
  bearer,
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
 * A rename or merge reaches every text that names the place (issue 30, decision 0044): a family
 * event's place, a source's publication, an address, a stay of the living timeline, a job; the places
 * page counts them; the change is in the History tab of each person whose fact it rewrote.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let memberToken: string;
const at = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  const db = t.context.db;
  const family_id = w.family.familyId;
  const birth = (id: number, place: string, country: string | null) =>
    db
      .updateTable('persons')
      .set({ place_of_birth: place, country_of_birth: country })
      .where('id', '=', id)
      .execute();
  await birth(w.ids.r, 'Kottayam, Kerala', 'IN');
  await birth(w.ids.b, 'Delhi, Delhi, India', null);
  await db
    .insertInto('family_events')
    .values({
      family_id,
      title: 'Reunion',
      event_date: '2030-05-01',
      place: 'Kottayam, Kerala, India',
      description: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('sources')
    .values(
      [
        ['Parish register', 'Kottayam, Kerala, India'],
        ['Census', 'London: HMSO'],
      ].map(([title, publication]) => ({
        family_id,
        title: title!,
        publication,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('addresses')
    .values({
      family_id,
      person_id: w.ids.a,
      address_type: 'CURRENT_ADDRESS',
      street_address: '1 Church Road',
      city: 'Kottayam',
      state: 'Kerala',
      country: 'IN',
    })
    .execute();
  await db
    .insertInto('living_timeline')
    .values({ family_id, person_id: w.ids.ac, position: 0, state: 'Kerala', country: 'IN' })
    .execute();
  // An imported residence: an event and a stay of the same text, which count once.
  await db
    .insertInto('gedcom_events')
    .values({
      family_id,
      person_id: w.ids.r,
      position: 0,
      of_family: 0,
      tag: 'RESI',
      place: 'Kottayam, Kerala, India',
    })
    .execute();
  await db
    .insertInto('living_timeline')
    .values({ family_id, person_id: w.ids.r, position: 0, state: 'Kottayam, Kerala, India' })
    .execute();
  await db
    .insertInto('work_history')
    .values({
      family_id,
      person_id: w.ids.ac,
      position: 0,
      role: 'Teacher',
      company: 'CMS College',
      location: 'Kottayam, Kerala, India',
    })
    .execute();
  const member = await createUser(t.context, {
    memberships: [{ familyId: family_id, role: 'MEMBER', status: 'ACTIVE' }],
  });
  memberToken = await login(t.app, member.email, testPassword);
}, 60_000);
afterAll(() => closeTestContext(t));

const base = () => `/api/family/${w.family.familyId}/places`;
const placeUrl = (key: string) => `${base()}/${encodeURIComponent(key)}`;
const post = (url: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { authorization: `Bearer ${w.tokens.admin}` },
  });
const history = (id: number, token?: string) => api.get(apiPaths.personHistory(id), token);
const actionsOf = async (id: number) =>
  (await history(id, w.tokens.admin)).json<ChangePage>().items.map((r) => r.action);
const texts = async () => {
  const db = t.context.db;
  return {
    events: await db.selectFrom('family_events').select('place').orderBy('id').execute(),
    sources: await db.selectFrom('sources').select('publication').orderBy('id').execute(),
    addresses: await db
      .selectFrom('addresses')
      .select(['city', 'state', 'country', 'street_address'])
      .execute(),
    stays: await db
      .selectFrom('living_timeline')
      .select(['state', 'country'])
      .orderBy('id')
      .execute(),
    work: await db.selectFrom('work_history').select('location').execute(),
  };
};
const newestId = async () =>
  (
    await api.get(`${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`, w.tokens.admin)
  ).json<ChangePage>().items[0]!.id;
const revert = (id: number) =>
  api.post(apiPaths.revertChange(w.family.familyId, id), undefined, w.tokens.admin);

describe('place texts beyond the facts', () => {
  it('the place page counts and shows family events, sources, addresses (admins) and stays', async () => {
    const kottayam = (
      await api.get(placeUrl('kottayam, kerala, india'), w.tokens.admin)
    ).json<Place>();
    expect(kottayam.facts.map((f) => f.kind).sort()).toEqual([
      'address',
      'birth',
      'event',
      'family-event',
      'source',
      'work',
    ]);
    expect(kottayam.factCount).toBe(6);
    expect(kottayam.facts).toContainEqual(
      expect.objectContaining({ kind: 'source', label: 'Parish register', personId: null }),
    );
    expect(kottayam.facts).toContainEqual(
      expect.objectContaining({ kind: 'address', personId: w.ids.a, label: 'Current address' }),
    );
    // The label the server writes follows the request's language (issue 31).
    const addressLabel = async (headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: placeUrl('kottayam, kerala, india') + query,
        headers: { ...bearer(w.tokens.admin), ...headers },
      });
      return res.json<Place>().facts.find((f) => f.kind === 'address')!.label;
    };
    expect(await addressLabel({ 'accept-language': 'de' })).toBe('Aktuelle Adresse');
    expect(await addressLabel({}, '?lang=de')).toBe('Aktuelle Adresse');
    expect(await addressLabel({ 'accept-language': 'ml' })).toBe('നിലവിലെ വിലാസം');
    expect(await addressLabel({ 'accept-language': 'de' }, '?lang=ml')).toBe('നിലവിലെ വിലാസം');
    const kerala = (await api.get(placeUrl('kerala, india'), w.tokens.admin)).json<Place>();
    expect(kerala.facts).toContainEqual(
      expect.objectContaining({ kind: 'residence', personId: w.ids.ac }),
    );
    // An address's city is for those who may edit the person: a member's page leaves it out.
    const seen = (await api.get(placeUrl('kottayam, kerala, india'), memberToken)).json<Place>();
    // So is a work history the person did not make public.
    expect(seen.facts.map((f) => f.kind)).not.toContain('address');
    expect(seen.facts.map((f) => f.kind)).not.toContain('work');
    expect(seen.facts.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['family-event', 'source']),
    );
    // A visitor: no living person's stay or address, the family event and the source still.
    const visitor = (await api.get(placeUrl('kerala, india'))).json<Place>();
    expect(visitor.facts.map((f) => f.kind).sort()).toEqual(['family-event', 'source']);
    // A publication that is not a place makes none.
    const list = (await api.get(base(), w.tokens.admin)).json<PlaceSummary[]>();
    expect(list.map((p) => p.key).filter((k) => k.includes('hmso'))).toEqual([]);
  });

  it('a rename rewrites them all, is in the rewritten persons’ histories, and reverts', async () => {
    const before = await texts();
    const res = await post(`${placeUrl('kottayam, kerala, india')}/rename`, {
      name: 'Kottayam Town',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Place>().factCount).toBe(6);
    const town = await post(`${placeUrl('kerala, india')}/rename`, { name: 'Keralam' });
    expect(town.statusCode, town.body).toBe(200);
    const renamed = await texts();
    expect(renamed).toEqual({
      events: [{ place: 'Kottayam Town, Keralam, India' }],
      sources: [{ publication: 'Kottayam Town, Keralam, India' }, { publication: 'London: HMSO' }],
      addresses: [
        { city: 'Kottayam Town', state: 'Keralam', country: 'IN', street_address: '1 Church Road' },
      ],
      stays: [
        { state: 'Keralam', country: 'IN' },
        { state: 'Kottayam Town, Keralam, India', country: null },
      ],
      work: [{ location: 'Kottayam Town, Keralam, India' }],
    });
    // A's address and AC's job were rewritten twice; B and AS have no text there.
    expect((await actionsOf(w.ids.a)).filter((a) => a === 'place.rename')).toHaveLength(2);
    expect((await actionsOf(w.ids.ac)).filter((a) => a === 'place.rename')).toHaveLength(2);
    expect(await actionsOf(w.ids.b)).not.toContain('place.rename');
    expect(await actionsOf(w.ids.as)).not.toContain('place.rename');
    expect((await history(w.ids.a)).statusCode).toBe(401);
    expect((await history(w.ids.a, w.tokens.otherAdmin)).statusCode).toBe(403);
    expect((await history(w.ids.b, w.tokens.branch)).statusCode).toBe(403);

    // Newest first: Keralam, then Kottayam Town; the reverts are in the histories too.
    const keralam = await newestId();
    expect((await revert(keralam)).statusCode).toBe(200);
    expect((await revert(keralam - 1)).statusCode).toBe(200);
    expect(await texts()).toEqual(before);
    expect((await actionsOf(w.ids.a)).filter((a) => a === 'revert')).toHaveLength(2);

    // A text changed since the change: its revert is refused and changes nothing.
    // Reverting the first rename's revert renames again; then a publication it wrote is edited.
    expect((await revert(keralam + 2)).statusCode).toBe(200);
    await t.context.db.updateTable('sources').set({ publication: 'Kottayam' }).execute();
    const untouched = await snapshotTables(t.context.db);
    const refused = await revert(keralam - 1);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('a place text it rewrote was changed since');
    expect(await snapshotTables(t.context.db)).toEqual(untouched);
  });

  it('a merge whose joined alternative names exceed 20 is refused by field and changes nothing', async () => {
    const names = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i}` }));
    const put = (key: string, alternativeNames: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: placeUrl(key),
        payload: { alternativeNames },
        headers: { authorization: `Bearer ${w.tokens.admin}` },
      });
    expect((await put('delhi, delhi, india', names('Dilli', 12))).statusCode).toBe(200);
    expect((await put('kottayam town, kerala, india', names('Kottayam', 9))).statusCode).toBe(200);
    const before = await snapshotTables(t.context.db);
    const res = await post(`${placeUrl('kottayam town, kerala, india')}/merge`, {
      targetKey: 'delhi, delhi, india',
    });
    expect(res.statusCode, res.body).toBe(409);
    const message = placeMessages.mergedNamesTooMany('Delhi', 21);
    expect(res.json()).toMatchObject({ message, fields: { targetKey: message } });
    expect(await snapshotTables(t.context.db)).toEqual(before);
    // Within the cap, the merge goes through.
    expect((await put('kottayam town, kerala, india', names('Kottayam', 8))).statusCode).toBe(200);
    const merged = await post(`${placeUrl('kottayam town, kerala, india')}/merge`, {
      targetKey: 'delhi, delhi, india',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<Place>().alternativeNames).toHaveLength(20);
  });
});
