import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  messages,
  type LoginResponse,
  type MemberAccount,
  type MemberProfile,
} from '@familytree/shared';
import {
  bearer,
  createTestContext,
  lastInvitationToken,
  login,
  mailsTo,
  snapshotTables,
  uniqueEmail,
  type TestContext,
} from '../../test-support/index.js';
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
} from '../profiles/profiles.test-helpers.js';

// Issue 17: a family or branch admin invites a relative as a MEMBER linked to their person; the
// member edits that profile (every tab) and nothing else.

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let bodies: Record<SaveName, unknown>;
const newPassword = 'my-own-family-passphrase';
const saves: SaveName[] = [
  'saveBasicDetails',
  'saveProfilePhoto',
  'saveCoverPhoto',
  'saveAddressContact',
  'saveEducationProfession',
  'saveAbout',
];

const invite = (personId: number, email: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.memberAccount(w.family.familyId, personId),
    payload: { email },
    headers: token ? bearer(token) : {},
  });

/** Invites a new email for the person and accepts through the mailed link: the member's token. */
async function newMember(personId: number, byToken = w.tokens.admin): Promise<LoginResponse> {
  const email = uniqueEmail('member');
  const res = await invite(personId, email, byToken);
  expect(res.statusCode, res.body).toBe(200);
  const accepted = await t.app.inject({
    method: 'POST',
    url: apiPaths.acceptInvitation(lastInvitationToken(t.context, email)),
    payload: { password: newPassword },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<LoginResponse>();
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  const image = await uploadImage(t, w.tokens.admin, w.family.domainName);
  bodies = {
    saveBasicDetails: basicBody({ firstName: 'Mine', familyName: 'Own' }),
    saveProfilePhoto: { photo: image },
    saveCoverPhoto: { coverPhoto: image },
    saveAddressContact: contactBody(),
    saveEducationProfession: educationBody(),
    saveAbout: aboutBody(),
  };
});
afterAll(() => closeTestContext(t));

describe('member accounts', () => {
  it('a family admin invites by email; the link sets a password and logs in as MEMBER of the person', async () => {
    const email = uniqueEmail('member');
    const res = await invite(w.ids.b, email, w.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberAccount>()).toMatchObject({
      personId: w.ids.b,
      email,
      status: 'INVITED',
    });
    const mail = mailsTo(t.context, email).at(-1)!;
    expect(mail).toContain('to keep your own profile in the');

    const shown = await t.app.inject({
      method: 'GET',
      url: apiPaths.invitation(lastInvitationToken(t.context, email)),
    });
    expect(shown.json()).toMatchObject({ role: 'MEMBER', hasAccount: false });
    const accepted = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptInvitation(lastInvitationToken(t.context, email)),
      payload: { password: newPassword },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<LoginResponse>().familyList).toEqual([
      expect.objectContaining({
        id: w.family.familyId,
        roles: ['MEMBER'],
        memberPersonId: w.ids.b,
      }),
    ]);
    expect(await login(t.app, email, newPassword)).toBeTruthy();
  });

  it('a member saves every tab of their own profile and sees its private details', async () => {
    const member = await newMember(w.ids.as);
    for (const what of saves) {
      const res = await api.save(w.ids.as, what, bodies[what], member.token);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    }
    const profile = (await api.profile(w.ids.as, member.token)).json<MemberProfile>();
    expect(profile.personDetail).toMatchObject({ firstName: 'Mine', phoneNumber: '9876543210' });
  });

  it('a member is refused on any other person (403, nothing changed), and on tree writes', async () => {
    const member = await newMember(w.ids.ac);
    for (const id of [w.ids.r, w.ids.a, w.ids.b, w.ids.as]) {
      for (const what of saves) {
        const res = await expectUnchanged(t, w, id, () =>
          api.save(id, what, bodies[what], member.token),
        );
        expect(res.statusCode, `${what} of ${id}`).toBe(403);
      }
    }
    // Their own person's place in the tree is the admins': no relatives added, no renames there.
    const before = await snapshotTables(t.context.db);
    const child = await api.post(
      apiPaths.saveMember(w.ids.ac, w.ids.ac),
      { memberType: 'CHILD', firstName: 'New', lastName: 'Person', gender: 'M' },
      member.token,
    );
    expect(child.statusCode).toBe(403);
    // Nor administration, nor inviting others.
    const admins = await api.get(apiPaths.allBranchAdmins(w.family.familyId), member.token);
    expect(admins.statusCode).toBe(403);
    expect((await invite(w.ids.ac, uniqueEmail('friend'), member.token)).statusCode).toBe(403);
    expect(await snapshotTables(t.context.db)).toBe(before);
    // Private details of others stay hidden.
    const other = (await api.profile(w.ids.b, member.token)).json<MemberProfile>();
    expect(other.personDetail.phoneNumber).toBeNull();
  });

  it('a branch admin invites in their branch only; visitors and other families are refused', async () => {
    const branchMember = await newMember(w.ids.a, w.tokens.branch);
    expect(branchMember.familyList[0]).toMatchObject({ memberPersonId: w.ids.a });

    const before = await snapshotTables(t.context.db);
    const outside = await invite(w.ids.r, uniqueEmail('outside'), w.tokens.branch);
    expect(outside.statusCode).toBe(403);
    expect((await invite(w.ids.r, uniqueEmail('visitor'))).statusCode).toBe(401);
    const foreign = await invite(w.ids.r, uniqueEmail('foreign'), w.tokens.otherAdmin);
    expect([403, 404]).toContain(foreign.statusCode);
    // The INVITED branch admin has no rights yet.
    expect((await invite(w.ids.ac, uniqueEmail('early'), w.tokens.invited)).statusCode).toBe(403);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('one member account per person, and an email already in the family is refused (409)', async () => {
    const before = await snapshotTables(t.context.db);
    const again = await invite(w.ids.b, uniqueEmail('second'), w.tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.account.memberAlreadyHasAccount);
    const taken = await invite(w.ids.r, w.users.branch.email, w.tokens.admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.account.emailInFamily);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('an existing account of another family accepts after logging in and belongs to both', async () => {
    const email = w.users.otherAdmin.email;
    expect((await invite(w.ids.r, email, w.tokens.admin)).statusCode).toBe(200);
    expect(mailsTo(t.context, email).at(-1)).toContain('log in with your existing account');
    const token = await login(t.app, email, w.users.otherAdmin.password);
    const accepted = await t.app.inject({
      method: 'POST',
      url: apiPaths.acceptMyInvitation(w.family.familyId),
      headers: bearer(token),
    });
    expect(accepted.statusCode).toBe(200);
    const families = accepted.json<{ familyList: LoginResponse['familyList'] }>().familyList;
    expect(families.map((f) => [f.id, f.roles[0], f.memberPersonId])).toEqual(
      expect.arrayContaining([
        [w.other.familyId, 'FAMILY_ADMIN', null],
        [w.family.familyId, 'MEMBER', w.ids.r],
      ]),
    );
    const res = await api.save(w.ids.r, 'saveAbout', bodies.saveAbout, token);
    expect(res.statusCode).toBe(200);
  });
});
