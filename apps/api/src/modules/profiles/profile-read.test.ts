import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberProfile, PersonDetail } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  fillProfile,
  profileApi,
  secrets,
  type ProfileWorld,
} from './profiles.test-helpers.js';

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

const personDetailKeys = [
  'personId',
  'firstName',
  'middleName',
  'lastName',
  'nickName',
  'familyName',
  'countryOfBirth',
  'placeOfBirth',
  'gender',
  'dateOfBirth',
  'dateOfDeath',
  'livingStatus',
  'photoUrl',
  'coverPhotoUrl',
  'phoneCountryCode',
  'phoneNumber',
  'email',
  'about',
];

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  await fillProfile(api, w.ids.a, w.tokens.admin);
  await fillProfile(api, w.ids.b, w.tokens.admin, { education: 1, workHistory: 0 });
});
afterAll(() => closeTestContext(t));

describe('GET /api/member/{id}/profile', () => {
  it('answers the profile in the names of spec part 3', async () => {
    const res = await api.profile(w.ids.a, w.tokens.admin);
    expect(res.statusCode).toBe(200);
    const profile = res.json<MemberProfile>();
    for (const key of [
      'personDetail',
      'addressList',
      'livingTimelineList',
      'socialMediaLinkList',
      'academicHistoryList',
      'workHistoryList',
      'timelineEventsList',
      'privacy',
    ])
      expect(profile).toHaveProperty(key);
    expect(Object.keys(profile.personDetail)).toEqual(expect.arrayContaining(personDetailKeys));
    expect(profile.personDetail).toMatchObject({
      personId: w.ids.a,
      firstName: 'Anna',
      middleName: 'Maria',
      lastName: 'Person',
      nickName: 'Annie',
      familyName: 'Kattuparambil',
      countryOfBirth: 'IN',
      placeOfBirth: 'Kochi',
      gender: 'F',
      dateOfBirth: '1960-04-15',
      dateOfDeath: null,
      livingStatus: true,
      photoUrl: null,
      coverPhotoUrl: null,
      phoneCountryCode: '+91',
      phoneNumber: secrets.phone,
      email: secrets.email,
      about: '<p>Loves <strong>gardening</strong>.</p>',
    });
    expect(profile.addressList).toEqual([
      {
        addressType: 'CURRENT_ADDRESS',
        streetAddress: secrets.street,
        city: secrets.city,
        country: 'US',
        state: secrets.state,
        postalCode: secrets.postalCode,
      },
      {
        addressType: 'PERMANENT_ADDRESS',
        streetAddress: secrets.permanentStreet,
        city: secrets.permanentCity,
        country: 'IN',
        state: secrets.permanentState,
        postalCode: secrets.permanentPostalCode,
      },
    ]);
    expect(profile.livingTimelineList).toEqual([
      {
        startMonth: 1,
        startYear: 1980,
        endMonth: 6,
        endYear: 1999,
        country: 'IN',
        state: 'Goa',
        isDeleted: false,
      },
    ]);
    expect(profile.socialMediaLinkList.map((s) => s.socialMedia)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
    expect(profile.academicHistoryList).toHaveLength(1);
    expect(profile.workHistoryList).toHaveLength(1);
    expect(profile.timelineEventsList).toEqual([
      expect.objectContaining({ title: 'Born', startDay: 15, startMonth: 4, startYear: 1960 }),
    ]);
    expect(profile.privacy).toEqual({ education: 0, workHistory: 1 });
  });

  it('answers 404 for an unknown member and 400 for an id that is not a number', async () => {
    expect((await api.profile(99_999_999)).statusCode).toBe(404);
    expect((await api.details(99_999_999)).statusCode).toBe(404);
    expect((await api.get('/api/member/abc/profile')).statusCode).toBe(400);
  });

  it('answers an empty profile for a member nobody has edited yet', async () => {
    const profile = (await api.profile(w.ids.ac)).json<MemberProfile>();
    expect(profile).toMatchObject({
      addressList: [],
      livingTimelineList: [],
      socialMediaLinkList: [],
      timelineEventsList: [],
      privacy: { education: 0, workHistory: 0 },
    });
    expect(profile.personDetail).toMatchObject({ firstName: 'Cleo', livingStatus: true });
  });
});

describe('GET /api/member/{id}/details', () => {
  it('answers the personDetail fields at the top level, with photoUrl and coverPhotoUrl', async () => {
    const res = await api.details(w.ids.a, w.tokens.admin);
    expect(res.statusCode).toBe(200);
    const details = res.json<PersonDetail>();
    expect(Object.keys(details)).toEqual(expect.arrayContaining(personDetailKeys));
    expect(details).toMatchObject({
      personId: w.ids.a,
      firstName: 'Anna',
      lastName: 'Person',
      photoUrl: null,
      coverPhotoUrl: null,
      phoneNumber: secrets.phone,
      email: secrets.email,
    });
    expect(details).not.toHaveProperty('personDetail');
  });
});
