import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  apiPaths,
  type About,
  type AddressContact,
  type BasicDetails,
  type EducationProfession,
  type MemberDetail,
  type MemberProfile,
  profileSaveSections,
} from '@familytree/shared';
import { newestOfSection } from '../history/history.repository.js';
import {
  bearer,
  createFamily,
  createUser,
  login,
  multipartFile,
  testPassword,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';

/** Shared by the profile API tests: a small family with a branch, request helpers, valid bodies. */

export type SaveName = Parameters<typeof apiPaths.profileSave>[1];

/**
 * R (founder) ─ children A and B; A ─ spouse AS, child AC. Another family has X.
 * Users: the family admin; `branch` an ACTIVE branch admin of A (so of A, AS and AC); `invited`
 * an INVITED branch admin of AC; `otherAdmin` the family admin of the other family.
 */
export interface ProfileWorld {
  family: TestFamily;
  other: TestFamily;
  ids: Record<'r' | 'a' | 'as' | 'ac' | 'b' | 'x', number>;
  users: Record<'admin' | 'branch' | 'invited' | 'otherAdmin', TestUser>;
  tokens: Record<'admin' | 'branch' | 'invited' | 'otherAdmin', string>;
}

export function profileApi(t: TestContext) {
  const headers = (token?: string) => (token ? bearer(token) : {});
  const api = {
    get: (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: headers(token) }),
    post: (url: string, payload: unknown, token?: string) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token) }),
    profile: (id: number, token?: string) => api.get(apiPaths.memberProfile(id), token),
    details: (id: number, token?: string) => api.get(apiPaths.memberDetails(id), token),
    /**
     * A save based on the tab's current version (as an editor that just loaded the profile), unless
     * the body names its own version.
     */
    save: async (id: number, what: SaveName, body: unknown, token?: string) =>
      api.post(
        apiPaths.profileSave(id, what),
        body && typeof body === 'object' && !Array.isArray(body) && !('version' in body)
          ? { ...body, version: await currentVersion(t, id, what) }
          : body,
        token,
      ),
  };
  return api;
}

/** The version of the tab a save writes, read from the database as the profile read answers it. */
export async function currentVersion(t: TestContext, id: number, what: SaveName) {
  const newest = await newestOfSection(t.context.db, {
    entityType: 'person',
    entityId: id,
    section: profileSaveSections[what],
  });
  return newest?.id ?? 0;
}

/**
 * Closes a test context without racing PostgreSQL. pg-pool's end() resolves before its clients'
 * sockets are closed, and TestContext.close() then drops the database WITH (FORCE): a backend
 * killed before it has read the client's goodbye sends a FATAL 57P01 that nobody listens to, an
 * unhandled error that fails the run. So: close the app and the pool, wait until PostgreSQL has no
 * session on the database any more, then close (a second close of each part does nothing).
 */
export async function closeTestContext(t: TestContext): Promise<void> {
  await t.close();
}

async function founder(t: TestContext, familyId: number, token: string): Promise<number> {
  const res = await profileApi(t).post(
    apiPaths.founder(familyId),
    { firstName: 'Root', lastName: 'Person', gender: 'M' },
    token,
  );
  expect(res.statusCode).toBe(201);
  return res.json<{ personId: number }>().personId;
}

/** Adds a relative through the tree API and answers the new person's id. */
async function addRelative(
  t: TestContext,
  memberId: number,
  memberType: 'CHILD' | 'SPOUSE',
  firstName: string,
  token: string,
  gender: 'M' | 'F' = 'M',
): Promise<number> {
  const res = await profileApi(t).post(
    apiPaths.saveMember(memberId, memberId),
    { memberType, firstName, lastName: 'Person', gender },
    token,
  );
  expect(res.statusCode).toBe(200);
  const detail = res.json<MemberDetail>();
  const list = memberType === 'CHILD' ? detail.children : detail.spouses;
  return list.find((p) => p.firstName === firstName)!.personId;
}

export async function buildProfileWorld(t: TestContext): Promise<ProfileWorld> {
  const family = await createFamily(t.context);
  const other = await createFamily(t.context);
  const adminToken = await login(t.app, family.admin.email, family.admin.password);
  const otherToken = await login(t.app, other.admin.email, other.admin.password);

  const r = await founder(t, family.familyId, adminToken);
  const a = await addRelative(t, r, 'CHILD', 'Anna', adminToken, 'F');
  const b = await addRelative(t, r, 'CHILD', 'Bert', adminToken);
  const as = await addRelative(t, a, 'SPOUSE', 'Sam', adminToken);
  const ac = await addRelative(t, a, 'CHILD', 'Cleo', adminToken, 'F');
  const x = await founder(t, other.familyId, otherToken);

  const branchUser = (status: 'ACTIVE' | 'INVITED') =>
    createUser(t.context, {
      firstName: `Branch-${status}`,
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN', status }],
    });
  const branch = await branchUser('ACTIVE');
  const invited = await branchUser('INVITED');
  // A member has one branch admin: `branch` gets A, `invited` gets A's child AC.
  for (const [user, personId] of [
    [branch, a],
    [invited, ac],
  ] as const) {
    const res = await profileApi(t).post(
      apiPaths.assignBranchAdmin(family.familyId, user.userId, personId),
      {},
      adminToken,
    );
    expect(res.statusCode).toBe(204);
  }
  return {
    family,
    other,
    ids: { r, a, as, ac, b, x },
    users: { admin: family.admin, branch, invited, otherAdmin: other.admin },
    tokens: {
      admin: adminToken,
      branch: await login(t.app, branch.email, testPassword),
      invited: await login(t.app, invited.email, testPassword),
      otherAdmin: otherToken,
    },
  };
}

/** Uploads a small JPEG to a family (through its sub-domain) and answers the stored name. */
export async function uploadImage(
  t: TestContext,
  token: string,
  domainName: string,
): Promise<string> {
  const data = await sharp({
    create: { width: 40, height: 40, channels: 3, background: '#884422' },
  })
    .jpeg()
    .toBuffer();
  const body = multipartFile('file', 'photo.jpg', data, 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), host: `${domainName}.localhost` },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ name: string }>().name;
}

/** Every stored row of one person's profile (ids and timestamps included). */
export async function profileRows(t: TestContext, personId: number) {
  const { db } = t.context;
  const [person, addresses, timeline, social, academic, work, events] = await Promise.all([
    db.selectFrom('persons').selectAll().where('id', '=', personId).execute(),
    db
      .selectFrom('addresses')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('living_timeline')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('social_links')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('academic_history')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('work_history')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('life_events')
      .selectAll()
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
  ]);
  return { person, addresses, timeline, social, academic, work, events };
}

/**
 * Runs a request that must be refused and checks that neither the stored rows nor the profile
 * as the family admin reads it changed. Answers the response.
 */
export async function expectUnchanged(
  t: TestContext,
  world: ProfileWorld,
  personId: number,
  request: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const api = profileApi(t);
  const rowsBefore = await profileRows(t, personId);
  const before = (await api.profile(personId, world.tokens.admin)).json<MemberProfile>();
  const res = await request();
  expect(await profileRows(t, personId)).toEqual(rowsBefore);
  expect((await api.profile(personId, world.tokens.admin)).json<MemberProfile>()).toEqual(before);
  return res;
}

/** A 400 answer naming `field` with `message`. */
export function expectInvalid(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ code: string; fields: Record<string, string> }>();
  expect(body.code).toBe('INVALID_INPUT');
  expect(body.fields).toMatchObject({ [field]: message });
}

export const thisYear = new Date().getFullYear();

export const basicBody = (overrides: Partial<BasicDetails> = {}): BasicDetails => ({
  firstName: 'Anna',
  middleName: 'Maria',
  lastName: 'Person',
  nickName: 'Annie',
  familyName: 'Kattuparambil',
  countryOfBirth: 'IN',
  placeOfBirth: 'Kochi',
  gender: 'F',
  dateOfBirth: '1960-04-15',
  livingStatus: true,
  dateOfDeath: null,
  ...overrides,
});

export const contactBody = (overrides: Partial<AddressContact> = {}): AddressContact => ({
  addressList: [
    {
      addressType: 'CURRENT_ADDRESS',
      streetAddress: '12 Rosewood Lane',
      city: 'Sacramento',
      country: 'US',
      state: 'California',
      postalCode: '95814',
    },
    {
      addressType: 'PERMANENT_ADDRESS',
      streetAddress: 'Kattuparambil House',
      city: 'Thrissur',
      country: 'IN',
      state: 'Kerala',
      postalCode: '680001',
    },
  ],
  phoneCountryCode: '+91',
  phoneNumber: '9876543210',
  email: 'anna.person@example.org',
  socialMediaLinkList: [
    { socialMedia: 'Facebook', link: 'https://facebook.com/anna' },
    { socialMedia: 'Instagram', link: 'https://instagram.com/anna' },
    { socialMedia: 'LinkedIn', link: 'https://www.linkedin.com/in/anna' },
  ],
  livingTimelineList: [
    { startMonth: 1, startYear: 1980, endMonth: 6, endYear: 1999, country: 'IN', state: 'Goa' },
    { startMonth: 7, startYear: 1999, endMonth: null, endYear: null, country: 'US', state: null },
  ],
  ...overrides,
});

export const educationBody = (
  overrides: Partial<EducationProfession> = {},
): EducationProfession => ({
  academicHistoryList: [
    {
      course: 'BSc Physics',
      collegeUniversity: 'Cochin University',
      startMonth: 6,
      startYear: 1978,
      endMonth: 4,
      endYear: 1981,
    },
  ],
  workHistoryList: [
    {
      role: 'Engineer',
      company: 'Acme Works',
      location: 'Davis',
      startMonth: 9,
      startYear: 1985,
      endMonth: null,
      endYear: null,
    },
  ],
  privacy: { education: 0, workHistory: 1 },
  ...overrides,
});

export const aboutBody = (overrides: Partial<About> = {}): About => ({
  about: '<p>Loves <strong>gardening</strong>.</p>',
  timelineEventsList: [
    {
      startDay: 15,
      startMonth: 4,
      startYear: 1960,
      endDay: null,
      endMonth: null,
      endYear: null,
      title: 'Born',
      photo: null,
      photoPosition: null,
      photoDescription: null,
      detail: '<p>At home.</p>',
    },
  ],
  ...overrides,
});

/** Values only those who may edit the person may receive (design.md "Permissions"). */
export const secrets = {
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

/**
 * Saves every profile tab of a person through the API with `token` (an editor's): the contact
 * fields carry `secrets`, education and work those of educationBody with `privacy`.
 */
export async function fillProfile(
  api: ReturnType<typeof profileApi>,
  id: number,
  token: string,
  privacy: EducationProfession['privacy'] = { education: 0, workHistory: 1 },
) {
  const saves: Array<() => ReturnType<typeof api.save>> = [
    () => api.save(id, 'saveBasicDetails', basicBody(), token),
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
        token,
      ),
    () => api.save(id, 'saveEducationProfession', educationBody({ privacy }), token),
    () => api.save(id, 'saveAbout', aboutBody(), token),
  ];
  for (const save of saves) {
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
  }
}
