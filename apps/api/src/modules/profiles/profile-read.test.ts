import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberProfile, PersonDetail } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  aboutBody,
  basicBody,
  buildProfileWorld,
  closeTestContext,
  contactBody,
  educationBody,
  profileApi,
  type ProfileWorld,
} from './profiles.test-helpers.js';

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

/** Values only family and branch admins may receive (design.md "Permissions"). */
const secrets = {
  street: 'Rosewood Lane 12',
  city: 'Sacramento',
  state: 'California',
  postalCode: '95814',
  permanentStreet: 'Kattuparambil House',
  permanentCity: 'Thrissur',
  permanentState: 'Kerala',
  permanentPostalCode: '680001',
  phone: '9876543210',
  dialCode: '+91',
  email: 'anna.person@example.org',
};

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

async function fillProfile(id: number) {
  const saves: Array<() => ReturnType<typeof api.save>> = [
    () => api.save(id, 'saveBasicDetails', basicBody(), w.tokens.admin),
    () =>
      api.save(
        id,
        'saveAddressContact',
        contactBody({
          addressList: [
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
          ],
          phoneCountryCode: secrets.dialCode,
          phoneNumber: secrets.phone,
          email: secrets.email,
          // Timeline details are public (spec part 6): no secret values in them.
          livingTimelineList: [
            {
              startMonth: 1,
              startYear: 1980,
              endMonth: 6,
              endYear: 1999,
              country: 'IN',
              state: 'Goa',
            },
          ],
        }),
        w.tokens.admin,
      ),
    () => api.save(id, 'saveEducationProfession', educationBody(), w.tokens.admin),
    () => api.save(id, 'saveAbout', aboutBody(), w.tokens.admin),
  ];
  for (const save of saves) {
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  await fillProfile(w.ids.a);
  await fillProfile(w.ids.b);
  await api.save(
    w.ids.b,
    'saveEducationProfession',
    educationBody({ privacy: { education: 1, workHistory: 0 } }),
    w.tokens.admin,
  );
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

describe('privacy of contact details', () => {
  const expectCountriesOnly = (body: string) => {
    for (const value of Object.values(secrets)) expect(body).not.toContain(value);
    const profile = JSON.parse(body) as MemberProfile;
    expect(profile.contactVisible).toBe(false);
    expect(profile.addressList).toEqual([
      {
        addressType: 'CURRENT_ADDRESS',
        streetAddress: null,
        city: null,
        country: 'US',
        state: null,
        postalCode: null,
      },
      {
        addressType: 'PERMANENT_ADDRESS',
        streetAddress: null,
        city: null,
        country: 'IN',
        state: null,
        postalCode: null,
      },
    ]);
    expect(profile.personDetail).toMatchObject({
      phoneCountryCode: null,
      phoneNumber: null,
      email: null,
    });
  };
  const expectEverything = (body: string) => {
    for (const value of Object.values(secrets)) expect(body).toContain(value);
    expect((JSON.parse(body) as MemberProfile).contactVisible).toBe(true);
  };

  it('a visitor receives only the countries: no street, city, state, postal code, phone or email', async () => {
    for (const id of [w.ids.a, w.ids.b]) {
      const res = await api.profile(id);
      expect(res.statusCode).toBe(200);
      expectCountriesOnly(res.body);
      const details = await api.details(id);
      for (const value of [secrets.phone, secrets.dialCode, secrets.email])
        expect(details.body).not.toContain(value);
      expect(details.json()).toMatchObject({ phoneNumber: null, email: null });
    }
  });

  it('a logged-in user of another family, or an INVITED branch admin, receives only the countries', async () => {
    for (const token of [w.tokens.otherAdmin, w.tokens.invited]) {
      const res = await api.profile(w.ids.a, token);
      expect(res.statusCode).toBe(200);
      expectCountriesOnly(res.body);
      const details = await api.details(w.ids.a, token);
      expect(details.body).not.toContain(secrets.phone);
      expect(details.body).not.toContain(secrets.email);
    }
  });

  it('the family admin and a branch admin of the family receive everything', async () => {
    for (const token of [w.tokens.admin, w.tokens.branch]) {
      // B is outside the branch admin's branch: seeing contact details is not editing them.
      for (const id of [w.ids.a, w.ids.b]) {
        expectEverything((await api.profile(id, token)).body);
        expect((await api.details(id, token)).json()).toMatchObject({
          phoneCountryCode: secrets.dialCode,
          phoneNumber: secrets.phone,
          email: secrets.email,
        });
      }
    }
  });
});

describe('privacy of education and work', () => {
  it('a visitor gets a Private (0) section as null and a Public (1) section in full', async () => {
    // A: education Private, work Public.
    const a = (await api.profile(w.ids.a)).json<MemberProfile>();
    expect(a.privacy).toEqual({ education: 0, workHistory: 1 });
    expect(a.academicHistoryList).toBeNull();
    expect(a.workHistoryList).toEqual([expect.objectContaining({ company: 'Acme Works' })]);
    const raw = (await api.profile(w.ids.a)).body;
    expect(raw).not.toContain('Cochin University');

    // B: education Public, work Private.
    const b = (await api.profile(w.ids.b)).json<MemberProfile>();
    expect(b.privacy).toEqual({ education: 1, workHistory: 0 });
    expect(b.academicHistoryList).toEqual([
      expect.objectContaining({ course: 'BSc Physics', collegeUniversity: 'Cochin University' }),
    ]);
    expect(b.workHistoryList).toBeNull();
    expect((await api.profile(w.ids.b)).body).not.toContain('Acme Works');
  });

  it('any logged-in viewer gets both sections, whatever their privacy', async () => {
    for (const token of [w.tokens.admin, w.tokens.branch, w.tokens.otherAdmin]) {
      for (const id of [w.ids.a, w.ids.b]) {
        const profile = (await api.profile(id, token)).json<MemberProfile>();
        expect(profile.academicHistoryList).toEqual([
          {
            course: 'BSc Physics',
            collegeUniversity: 'Cochin University',
            startMonth: 6,
            startYear: 1978,
            endMonth: 4,
            endYear: 1981,
          },
        ]);
        expect(profile.workHistoryList).toEqual([
          {
            role: 'Engineer',
            company: 'Acme Works',
            location: 'Davis',
            startMonth: 9,
            startYear: 1985,
            endMonth: null,
            endYear: null,
          },
        ]);
      }
    }
  });
});
