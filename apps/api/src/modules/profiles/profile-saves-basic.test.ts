import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type MemberDetail,
  type MemberProfile,
  type PersonSearchItem,
} from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  basicBody,
  buildProfileWorld,
  closeTestContext,
  expectInvalid,
  expectUnchanged,
  profileApi,
  uploadImage,
  type ProfileWorld,
} from './profiles.test-helpers.js';

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

const personRow = (id: number) =>
  t.context.db.selectFrom('persons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const search = async (name: string) =>
  (
    await api.get(
      `${apiPaths.personSearch}?familyId=${w.family.familyId}&name=${encodeURIComponent(name)}`,
    )
  ).json<PersonSearchItem[]>();

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
});
afterAll(() => closeTestContext(t));

describe('saveBasicDetails', () => {
  it('saves every basic field and answers the saved profile', async () => {
    const res = await api.save(w.ids.a, 'saveBasicDetails', basicBody(), w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MemberProfile>();
    expect(saved.personDetail).toMatchObject({
      personId: w.ids.a,
      firstName: 'Anna',
      lastName: 'Person',
      nickName: 'Annie',
      familyName: 'Kattuparambil',
      countryOfBirth: 'IN',
      placeOfBirth: 'Kochi',
      gender: 'F',
      dateOfBirth: '1960-04-15',
      livingStatus: true,
      dateOfDeath: null,
    });
    // The answer is what a later read finds.
    expect((await api.profile(w.ids.a, w.tokens.admin)).json()).toEqual(saved);
    const row = await personRow(w.ids.a);
    expect(row).toMatchObject({ nick_name: 'Annie', date_of_birth: '1960-04-15', living: 1 });
  });

  it('Deceased keeps the date of death; Living clears it', async () => {
    const deceased = await api.save(
      w.ids.a,
      'saveBasicDetails',
      basicBody({ livingStatus: false, dateOfDeath: '2015-08-20' }),
      w.tokens.admin,
    );
    expect(deceased.statusCode, deceased.body).toBe(200);
    expect(deceased.json<MemberProfile>().personDetail).toMatchObject({
      livingStatus: false,
      dateOfDeath: '2015-08-20',
    });
    expect(await personRow(w.ids.a)).toMatchObject({ living: 0, date_of_death: '2015-08-20' });

    // The form may still carry the old date: Living drops it all the same.
    const living = await api.save(
      w.ids.a,
      'saveBasicDetails',
      basicBody({ livingStatus: true, dateOfDeath: '2015-08-20' }),
      w.tokens.admin,
    );
    expect(living.statusCode, living.body).toBe(200);
    expect(living.json<MemberProfile>().personDetail).toMatchObject({
      livingStatus: true,
      dateOfDeath: null,
    });
    expect(await personRow(w.ids.a)).toMatchObject({ living: 1, date_of_death: null });
  });

  it('does not check the hidden date of death of a Living member, and drops it', async () => {
    for (const stale of ['1900-01-01', `${new Date().getFullYear() + 1}-01-01`]) {
      const res = await api.save(
        w.ids.a,
        'saveBasicDetails',
        basicBody({ livingStatus: true, dateOfBirth: '1960-04-15', dateOfDeath: stale }),
        w.tokens.admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<MemberProfile>().personDetail.dateOfDeath).toBeNull();
    }
  });

  it('a Deceased member may have no known date of death', async () => {
    const res = await api.save(
      w.ids.b,
      'saveBasicDetails',
      basicBody({ firstName: 'Bert', gender: 'M', livingStatus: false, dateOfDeath: null }),
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().personDetail).toMatchObject({
      livingStatus: false,
      dateOfDeath: null,
    });
  });

  it('renamed members show in the tree and are found by their new names and nickname', async () => {
    const res = await api.save(
      w.ids.ac,
      'saveBasicDetails',
      basicBody({
        firstName: '  Clementine ',
        lastName: 'Zyxwright',
        nickName: 'Clemmie',
        familyName: null,
        placeOfBirth: '',
      }),
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Names are trimmed; empty optional text is stored as null.
    expect(res.json<MemberProfile>().personDetail).toMatchObject({
      firstName: 'Clementine',
      lastName: 'Zyxwright',
      familyName: null,
      placeOfBirth: null,
    });
    const detail = (await api.get(apiPaths.memberDetail(w.ids.a, w.ids.ac))).json<MemberDetail>();
    expect(detail).toMatchObject({ firstName: 'Clementine', lastName: 'Zyxwright' });

    for (const term of ['clementine', 'Zyxwright', 'clemmie']) {
      expect((await search(term)).map((p) => p.personId)).toContain(w.ids.ac);
    }
    expect(await search('Cleo')).toEqual([]);
  });

  it('keeps the middle name (edited in the member dialog) when the Basic form leaves it out', async () => {
    const body: Record<string, unknown> = { ...basicBody({ firstName: 'Bert', gender: 'M' }) };
    delete body.middleName;
    await t.context.db
      .updateTable('persons')
      .set({ middle_name: 'Middle' })
      .where('id', '=', w.ids.b)
      .execute();
    const res = await api.save(w.ids.b, 'saveBasicDetails', body, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().personDetail.middleName).toBe('Middle');
  });

  it('refuses a country of birth that does not exist', async () => {
    const res = await expectUnchanged(t, w, w.ids.a, () =>
      api.save(w.ids.a, 'saveBasicDetails', basicBody({ countryOfBirth: 'QQ' }), w.tokens.admin),
    );
    expectInvalid(res, 'countryOfBirth', 'Choose a country');
  });
});

describe('saveProfilePhoto and saveCoverPhoto', () => {
  it('saves an uploaded image of the family as the profile photo', async () => {
    const name = await uploadImage(t, w.tokens.admin, w.family.domainName);
    const res = await api.save(w.ids.a, 'saveProfilePhoto', { photo: name }, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().personDetail.photoUrl).toBe(`/api/family/images/${name}`);
    expect((await api.details(w.ids.a)).json()).toMatchObject({
      photoUrl: `/api/family/images/${name}`,
    });
    expect((await personRow(w.ids.a)).photo_url).toBe(name);
    const image = await api.get(`/api/family/images/${name}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('saves an uploaded image of the family as the cover photo', async () => {
    const name = await uploadImage(t, w.tokens.branch, w.family.domainName);
    const res = await api.save(w.ids.a, 'saveCoverPhoto', { coverPhoto: name }, w.tokens.branch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().personDetail.coverPhotoUrl).toBe(`/api/family/images/${name}`);
    expect((await api.details(w.ids.a)).json()).toMatchObject({
      coverPhotoUrl: `/api/family/images/${name}`,
    });
    expect((await personRow(w.ids.a)).cover_photo_url).toBe(name);
  });

  it('refuses an image of another family, an unknown name and a name that is not an image name', async () => {
    const foreign = await uploadImage(t, w.tokens.otherAdmin, w.other.domainName);
    const unknown = `${'0123456789abcdef'.repeat(2)}.jpg`;
    for (const [what, field] of [
      ['saveProfilePhoto', 'photo'],
      ['saveCoverPhoto', 'coverPhoto'],
    ] as const) {
      for (const name of [foreign, unknown]) {
        const res = await expectUnchanged(t, w, w.ids.a, () =>
          api.save(w.ids.a, what, { [field]: name }, w.tokens.admin),
        );
        expectInvalid(res, field, 'Use an image uploaded to this family');
      }
      for (const bad of ['../../app-secret.key', '', null]) {
        const res = await expectUnchanged(t, w, w.ids.a, () =>
          api.save(w.ids.a, what, { [field]: bad }, w.tokens.admin),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty(field);
      }
    }
  });
});
