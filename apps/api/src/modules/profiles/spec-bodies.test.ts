import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages, type MemberProfile, type PersonDetail } from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { addPerson } from '../tree/tree.test-helpers.js';
import {
  buildProfileWorld,
  closeTestContext,
  expectUnchanged,
  profileApi,
  uploadImage,
  type ProfileWorld,
} from './profiles.test-helpers.js';

// Issue 28 item 7: the spec's own request bodies. The profile saves "each take the profile or
// detail body" (product-spec.md, Member profile), and saveMember's payload is all of memberType,
// firstName, middleName, lastName, gender, childOrder, isSpouseMember, spouseId. Strictness is for
// names nobody defined, not for these shapes. These bodies are sent exactly as the spec describes.

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
}, 60_000);
afterAll(() => closeTestContext(t));

/** A POST exactly as given: no version added (profileApi.save adds one). */
const post = (url: string, body: unknown, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...bearer(token), ...headers },
  });

const readProfile = async (id: number) =>
  (await api.profile(id, w.tokens.admin)).json<MemberProfile>();
const readDetails = async (id: number) =>
  (await api.details(id, w.tokens.admin)).json<PersonDetail>();

describe('the profile saves take the profile body as the profile read returns it', () => {
  it('saveBasicDetails: personDetail, versions and the other tabs are accepted; the version comes from versions', async () => {
    const profile = await readProfile(w.ids.a);
    profile.personDetail.placeOfBirth = 'Lisbon';
    const res = await post(
      apiPaths.profileSave(w.ids.a, 'saveBasicDetails'),
      profile,
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().personDetail.placeOfBirth).toBe('Lisbon');

    // The same body again is based on a version that is no longer the newest: 409.
    const stale = await post(
      apiPaths.profileSave(w.ids.a, 'saveBasicDetails'),
      profile,
      w.tokens.admin,
    );
    expect(stale.statusCode, stale.body).toBe(409);
  });

  it('saveAddressContact, saveEducationProfession and saveAbout take the whole profile too', async () => {
    const profile = await readProfile(w.ids.a);
    profile.personDetail.email = 'spec@example.org';
    profile.workHistoryList = [
      {
        role: 'Baker',
        company: 'Bread Co',
        location: null,
        startMonth: null,
        startYear: 1990,
        endMonth: null,
        endYear: null,
      },
    ];
    profile.personDetail.about = '<p>Spec body</p>';
    profile.timelineEventsList = [
      {
        startDay: 1,
        startMonth: 1,
        startYear: 1990,
        endDay: null,
        endMonth: null,
        endYear: null,
        title: 'Moved',
        photo: null,
        photoUrl: null,
        photoPosition: null,
        photoDescription: null,
        detail: null,
      },
    ];
    for (const save of ['saveAddressContact', 'saveEducationProfession', 'saveAbout'] as const) {
      const res = await post(apiPaths.profileSave(w.ids.a, save), profile, w.tokens.admin);
      expect(res.statusCode, `${save}: ${res.body}`).toBe(200);
    }
    const saved = await readProfile(w.ids.a);
    expect(saved.personDetail.email).toBe('spec@example.org');
    expect(saved.workHistoryList?.map((w) => w.role)).toEqual(['Baker']);
    expect(saved.personDetail.about).toBe('<p>Spec body</p>');
    expect(saved.timelineEventsList.map((e) => e.title)).toEqual(['Moved']);
  });

  it('a spec client knows no versions: without version, versions or If-Match the save is unconditional', async () => {
    const { versions: _versions, ...profile } = await readProfile(w.ids.a);
    profile.personDetail.placeOfBirth = 'Porto';
    const res = await post(
      apiPaths.profileSave(w.ids.a, 'saveBasicDetails'),
      profile,
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await readProfile(w.ids.a)).personDetail.placeOfBirth).toBe('Porto');
  });

  it('the version may come as If-Match; a stale one is 409 and changes nothing', async () => {
    const { versions, ...profile } = await readProfile(w.ids.a);
    profile.personDetail.placeOfBirth = 'Faro';
    const url = apiPaths.profileSave(w.ids.a, 'saveBasicDetails');
    const ok = await post(url, profile, w.tokens.admin, { 'if-match': `"${versions!.basic}"` });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await expectUnchanged(t, w, w.ids.a, () =>
      post(url, profile, w.tokens.admin, { 'if-match': `"${versions!.basic}"` }),
    );
    expect(stale.statusCode, stale.body).toBe(409);
  });
});

describe('the profile saves take the detail body (GET details)', () => {
  it('saveBasicDetails and saveProfilePhoto accept the details as read', async () => {
    const details = await readDetails(w.ids.b);
    const basic = await post(
      apiPaths.profileSave(w.ids.b, 'saveBasicDetails'),
      { ...details, placeOfBirth: 'Braga' },
      w.tokens.admin,
    );
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json<MemberProfile>().personDetail.placeOfBirth).toBe('Braga');

    const image = await uploadImage(t, w.tokens.admin, w.family.domainName);
    const photo = await post(
      apiPaths.profileSave(w.ids.b, 'saveProfilePhoto'),
      { ...(await readDetails(w.ids.b)), photo: image },
      w.tokens.admin,
    );
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json<MemberProfile>().personDetail.photoUrl).toContain(image);
  });
});

describe('names that appear in no profile read are still refused', () => {
  it('a typo at the top or inside personDetail is 400 naming it, nothing saved', async () => {
    const profile = await readProfile(w.ids.a);
    const url = apiPaths.profileSave(w.ids.a, 'saveBasicDetails');
    const top = await expectUnchanged(t, w, w.ids.a, () =>
      post(url, { ...profile, placeOfBrith: 'X' }, w.tokens.admin),
    );
    expect(top.statusCode, top.body).toBe(400);
    expect(top.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      placeOfBrith: messages.input.unknownField,
    });
    const inner = await expectUnchanged(t, w, w.ids.a, () =>
      post(
        url,
        { ...profile, personDetail: { ...profile.personDetail, isAdmin: true } },
        w.tokens.admin,
      ),
    );
    expect(inner.statusCode, inner.body).toBe(400);
    expect(inner.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      'personDetail.isAdmin': messages.input.unknownField,
    });
  });
});

describe('a caller who may not write is refused before the body is validated', () => {
  it("another family's admin and a branch admin of another branch never learn the body's shape", async () => {
    for (const save of ['saveBasicDetails', 'saveAbout', 'saveAddressContact'] as const) {
      const url = apiPaths.profileSave(w.ids.a, save);
      const foreign = await post(url, { nonsense: 1 }, w.tokens.otherAdmin);
      expect([403, 404], foreign.body).toContain(foreign.statusCode);
      const invited = await post(url, { nonsense: 1 }, w.tokens.invited);
      expect(invited.statusCode, invited.body).toBe(403);
      const visitor = await t.app.inject({ method: 'POST', url, payload: { nonsense: 1 } });
      expect(visitor.statusCode, visitor.body).toBe(401);
    }
    const member = await post(
      apiPaths.saveMember(w.ids.a, w.ids.a),
      { nonsense: 1 },
      w.tokens.otherAdmin,
    );
    expect([403, 404], member.body).toContain(member.statusCode);
  });
});

describe("saveMember takes the spec's whole payload", () => {
  it('linking an existing spouse with empty names and isSpouseMember: true', async () => {
    const bride = await addPerson(t.context, w.family.familyId, { first: 'Bride', gender: 'F' });
    const res = await post(
      apiPaths.saveMember(w.ids.b, w.ids.b),
      {
        memberType: 'SPOUSE',
        firstName: '',
        middleName: '',
        lastName: '',
        gender: 'F',
        childOrder: null,
        isSpouseMember: true,
        spouseId: bride,
      },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<{ spouses: { personId: number }[] }>().spouses.map((s) => s.personId),
    ).toContain(bride);
  });

  it('adding a child or editing the member with every field of the payload', async () => {
    const child = await post(
      apiPaths.saveMember(w.ids.b, w.ids.b),
      {
        memberType: 'CHILD',
        firstName: 'Dora',
        middleName: '',
        lastName: 'Person',
        gender: 'F',
        childOrder: null,
        isSpouseMember: false,
        spouseId: null,
      },
      w.tokens.admin,
    );
    expect(child.statusCode, child.body).toBe(200);
    const self = await post(
      apiPaths.saveMember(w.ids.r, w.ids.b),
      {
        memberType: 'SELF',
        firstName: 'Bertram',
        middleName: '',
        lastName: 'Person',
        gender: 'M',
        childOrder: null,
        isSpouseMember: false,
        spouseId: null,
      },
      w.tokens.admin,
    );
    expect(self.statusCode, self.body).toBe(200);
  });
});
