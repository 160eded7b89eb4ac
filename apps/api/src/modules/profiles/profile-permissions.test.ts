import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberProfile } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  aboutBody,
  basicBody,
  buildProfileWorld,
  closeTestContext,
  contactBody,
  educationBody,
  expectUnchanged,
  profileApi,
  uploadImage,
  type ProfileWorld,
  type SaveName,
} from './profiles.test-helpers.js';

/** Writes need canedit (design.md "Permissions"); a refused save changes nothing. */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let bodies: Record<SaveName, unknown>;

const saves: SaveName[] = [
  'saveBasicDetails',
  'saveProfilePhoto',
  'saveCoverPhoto',
  'saveAddressContact',
  'saveEducationProfession',
  'saveAbout',
];

async function expectRefused(
  personId: number,
  token: string | undefined,
  status: number,
): Promise<void> {
  for (const what of saves) {
    const res = await expectUnchanged(t, w, personId, () =>
      api.save(personId, what, bodies[what], token),
    );
    expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
  }
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  const image = await uploadImage(t, w.tokens.admin, w.family.domainName);
  bodies = {
    saveBasicDetails: basicBody({ firstName: 'Edited', familyName: 'Changed' }),
    saveProfilePhoto: { photo: image },
    saveCoverPhoto: { coverPhoto: image },
    saveAddressContact: contactBody(),
    saveEducationProfession: educationBody(),
    saveAbout: aboutBody(),
  };
});
afterAll(() => closeTestContext(t));

describe('who may save a profile', () => {
  it('a visitor, or a bad token, gets 401 for every save', async () => {
    await expectRefused(w.ids.a, undefined, 401);
    await expectRefused(w.ids.a, 'not-a-real-token', 401);
  });

  it('a branch admin gets 403 outside the branch (the parent, a sibling, another family)', async () => {
    for (const id of [w.ids.r, w.ids.b, w.ids.x]) await expectRefused(id, w.tokens.branch, 403);
  });

  it('an INVITED branch admin gets 403, even for their own assigned member', async () => {
    await expectRefused(w.ids.ac, w.tokens.invited, 403);
  });

  it('the admin of another family gets 403', async () => {
    for (const id of [w.ids.r, w.ids.a]) await expectRefused(id, w.tokens.otherAdmin, 403);
  });

  it('an unknown member is 404 and a family admin cannot edit another family (403)', async () => {
    for (const what of saves) {
      expect((await api.save(99_999_999, what, bodies[what], w.tokens.admin)).statusCode).toBe(404);
    }
    await expectRefused(w.ids.x, w.tokens.admin, 403);
  });

  it('refuses before it validates: a visitor with an invalid body still gets 401', async () => {
    const res = await expectUnchanged(t, w, w.ids.a, () =>
      api.save(w.ids.a, 'saveBasicDetails', { firstName: '' }),
    );
    expect(res.statusCode).toBe(401);
  });

  it('a branch admin may save every part for the assigned member, their spouse and descendants', async () => {
    for (const id of [w.ids.a, w.ids.as, w.ids.ac]) {
      for (const what of saves) {
        const res = await api.save(id, what, bodies[what], w.tokens.branch);
        expect(res.statusCode, `${what} of ${id}: ${res.body}`).toBe(200);
      }
      const profile = (await api.profile(id, w.tokens.branch)).json<MemberProfile>();
      expect(profile.personDetail).toMatchObject({
        firstName: 'Edited',
        familyName: 'Changed',
        photoUrl: expect.stringContaining('/api/family/images/'),
        coverPhotoUrl: expect.stringContaining('/api/family/images/'),
        phoneNumber: '9876543210',
      });
      expect(profile.addressList).toHaveLength(2);
      expect(profile.timelineEventsList).toHaveLength(1);
    }
  });

  it('the family admin may save every part for anyone of the family', async () => {
    for (const id of [w.ids.r, w.ids.b]) {
      for (const what of saves) {
        const res = await api.save(id, what, bodies[what], w.tokens.admin);
        expect(res.statusCode, `${what} of ${id}: ${res.body}`).toBe(200);
      }
    }
  });
});
