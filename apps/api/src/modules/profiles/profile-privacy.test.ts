import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemberProfile, type Privacy } from '@familytree/shared';
import {
  createTestContext,
  createUser,
  platformAdminToken,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { buildBranchWorld, type BranchWorld } from '../tree/branch.fixture.js';
import { closeTestContext, fillProfile, profileApi, secrets } from './profiles.test-helpers.js';

/**
 * Contact fields (street, city, state, postal code, phone, email) and Private education and work
 * go only to those who may edit the person: a family admin of the person's family, or the ACTIVE
 * branch admin of the person's branch (design.md "Permissions"). Everyone else gets what a
 * visitor gets. Each case checks the raw response, not what a client would show.
 */

let t: TestContext;
let w: BranchWorld;
let api: ReturnType<typeof profileApi>;
const tokens: Record<string, string | undefined> = {};

const education = 'Cochin University';
const work = 'Acme Works';

type Person = 'a' | 'as' | 'acc' | 'b' | 'r';
/** Inside the branch of A: A, A's spouse AS and grandchild ACC. Outside: A's sibling B, father R. */
const privacyOf: Record<Person, Privacy> = {
  a: { education: 0, workHistory: 1 },
  as: { education: 0, workHistory: 0 },
  acc: { education: 1, workHistory: 0 },
  b: { education: 1, workHistory: 0 },
  r: { education: 0, workHistory: 0 },
};
const everyone = Object.keys(privacyOf) as Person[];

beforeAll(async () => {
  t = await createTestContext();
  w = await buildBranchWorld(t);
  api = profileApi(t);
  for (const [key, token] of Object.entries(w.tokens)) tokens[key] = token;
  // Someone blocked by every family cannot log in at all; one blocked here but ACTIVE in another
  // family still holds a token, which must give nothing here.
  const blockedAdmin = await createUser(t.context, {
    memberships: [
      { familyId: w.family.familyId, role: 'FAMILY_ADMIN', status: 'BLOCK' },
      { familyId: w.other.familyId, role: 'BRANCH_ADMIN', status: 'ACTIVE' },
    ],
  });
  tokens.blockedAdmin = await login(t.app, blockedAdmin.email, testPassword);
  tokens.platform = await platformAdminToken(t.app, t.context);
  for (const person of everyone)
    await fillProfile(api, w.ids[person], w.tokens.admin, privacyOf[person]);
});
afterAll(() => closeTestContext(t));

/** A viewer who may not edit the person: countries only, and only the Public sections. */
async function expectWithheld(person: Person, token: string | undefined) {
  const res = await api.profile(w.ids[person], token);
  expect(res.statusCode).toBe(200);
  for (const value of Object.values(secrets)) expect(res.body).not.toContain(value);
  const profile = res.json<MemberProfile>();
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
  const privacy = privacyOf[person];
  expect(profile.privacy).toEqual(privacy);
  if (privacy.education === 1) {
    expect(profile.academicHistoryList).toEqual([
      expect.objectContaining({ collegeUniversity: education }),
    ]);
  } else {
    expect(profile.academicHistoryList).toBeNull();
    expect(res.body).not.toContain(education);
  }
  if (privacy.workHistory === 1) {
    expect(profile.workHistoryList).toEqual([expect.objectContaining({ company: work })]);
  } else {
    expect(profile.workHistoryList).toBeNull();
    expect(res.body).not.toContain(work);
  }

  const details = await api.details(w.ids[person], token);
  expect(details.statusCode).toBe(200);
  for (const value of [secrets.phone, secrets.dialCode, secrets.email])
    expect(details.body).not.toContain(value);
  expect(details.json()).toMatchObject({ phoneCountryCode: null, phoneNumber: null, email: null });
}

/** A viewer who may edit the person: every field, both sections whatever their privacy. */
async function expectEverything(person: Person, token: string) {
  const res = await api.profile(w.ids[person], token);
  expect(res.statusCode).toBe(200);
  for (const value of Object.values(secrets)) expect(res.body).toContain(value);
  const profile = res.json<MemberProfile>();
  expect(profile.contactVisible).toBe(true);
  expect(profile.privacy).toEqual(privacyOf[person]);
  expect(profile.academicHistoryList).toEqual([
    expect.objectContaining({ course: 'BSc Physics', collegeUniversity: education }),
  ]);
  expect(profile.workHistoryList).toEqual([
    expect.objectContaining({ role: 'Engineer', company: work, location: 'Davis' }),
  ]);
  expect((await api.details(w.ids[person], token)).json()).toMatchObject({
    phoneCountryCode: secrets.dialCode,
    phoneNumber: secrets.phone,
    email: secrets.email,
  });
}

describe('who receives contact details and Private education and work', () => {
  it('a visitor gets the countries and the Public sections only', async () => {
    for (const person of everyone) await expectWithheld(person, undefined);
  });

  it.each([
    ['the admin of another family', 'otherAdmin'],
    ['the platform admin', 'platform'],
    ['a blocked branch admin of the branch', 'blocked'],
    ['a blocked family admin', 'blockedAdmin'],
    ['an invited branch admin of the branch', 'invited'],
    ['an active branch admin without a branch', 'idle'],
  ])('%s gets what a visitor gets', async (_who, key) => {
    expect(tokens[key]).toBeTruthy();
    for (const person of everyone) await expectWithheld(person, tokens[key]);
  });

  it('a branch admin gets everything inside the branch and what a visitor gets outside it', async () => {
    for (const person of ['a', 'as', 'acc'] as const)
      await expectEverything(person, w.tokens.branch);
    for (const person of ['b', 'r'] as const) await expectWithheld(person, w.tokens.branch);
  });

  it('the family admin gets everything of every person of the family', async () => {
    for (const person of everyone) await expectEverything(person, w.tokens.admin);
  });
});
