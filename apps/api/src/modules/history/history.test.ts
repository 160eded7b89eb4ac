import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type ChangePage,
  type ChangeRecord,
  type MemberProfile,
} from '@familytree/shared';
import {
  bearer,
  createTestContext,
  createUser,
  login,
  type TestContext,
} from '../../test-support/index.js';
import {
  aboutBody,
  basicBody,
  buildProfileWorld,
  closeTestContext,
  contactBody,
  currentVersion,
  educationBody,
  expectUnchanged,
  profileApi,
  uploadImage,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/** Issue 17: every write leaves one record; revert; stale versions (docs/decisions/0023). */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
});
afterAll(() => closeTestContext(t));

const familyHistory = async (query = '', token = w.tokens.admin) => {
  const res = await api.get(`${apiPaths.familyHistory(w.family.familyId)}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChangePage>();
};
const newest = async () => (await familyHistory('pageSize=1')).items[0]!;

/** Runs a write and answers the records it left (newest first). */
async function recordsOf(write: () => Promise<{ statusCode: number; body: string }>) {
  const before = (await familyHistory('pageSize=1')).total;
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  const after = await familyHistory('pageSize=100');
  return after.items.slice(0, after.total - before);
}

const send = (method: 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload: payload as object } : {}),
  });

const changeOf = (record: ChangeRecord, field: string) =>
  record.changes.find((c) => c.field === field);

describe('every write leaves exactly one record', () => {
  it('each profile tab save, with the tab values before and after', async () => {
    const image = await uploadImage(t, w.tokens.admin, w.family.domainName);
    const cases = [
      ['saveBasicDetails', basicBody({ firstName: 'Renamed' }), 'profile.basic', 'first_name'],
      ['saveProfilePhoto', { photo: image }, 'profile.photo', 'photo_url'],
      ['saveCoverPhoto', { coverPhoto: image }, 'profile.cover', 'cover_photo_url'],
      ['saveAddressContact', contactBody(), 'profile.contact', 'phone_number'],
      ['saveEducationProfession', educationBody(), 'profile.education', 'academic_history'],
      ['saveAbout', aboutBody(), 'profile.about', 'about'],
    ] as const;
    for (const [save, body, action, field] of cases) {
      const records = await recordsOf(() => api.save(w.ids.b, save, body, w.tokens.admin));
      expect(records, save).toHaveLength(1);
      expect(records[0]).toMatchObject({
        action,
        entityType: 'person',
        entityId: w.ids.b,
        personId: w.ids.b,
        userId: w.users.admin.userId,
      });
      expect(changeOf(records[0]!, field), `${save} ${field}`).toBeDefined();
    }
    const basic = (await familyHistory(`personId=${w.ids.b}&pageSize=100`)).items.find(
      (r) => r.action === 'profile.basic',
    )!;
    expect(changeOf(basic, 'first_name')).toEqual({
      field: 'first_name',
      before: 'Bert',
      after: 'Renamed',
    });
  });

  it('the same values saved again change nothing and leave no record', async () => {
    const body = basicBody({ firstName: 'Renamed' });
    expect(
      await recordsOf(() => api.save(w.ids.b, 'saveBasicDetails', body, w.tokens.admin)),
    ).toEqual([]);
  });

  it('tree writes: add child, rename, add spouse, remove spouse, delete, founder', async () => {
    const post = (parent: number, member: number, body: object) =>
      api.post(apiPaths.saveMember(parent, member), body, w.tokens.admin);
    const [add] = await recordsOf(() =>
      post(w.ids.b, w.ids.b, { memberType: 'CHILD', firstName: 'Kid', lastName: 'P', gender: 'M' }),
    );
    expect(add).toMatchObject({ action: 'person.add', section: 'tree' });
    expect(changeOf(add!, 'first_name')).toMatchObject({ before: null, after: 'Kid' });
    // B is a parent of the child: the father or the mother slot, as B's gender says.
    expect(add!.changes.find((c) => c.after === w.ids.b)?.field).toMatch(/^(father|mother)_id$/);
    const kid = add!.entityId!;

    const rename = await recordsOf(() =>
      post(w.ids.b, kid, { memberType: 'SELF', firstName: 'Kiddo', lastName: 'P', gender: 'M' }),
    );
    expect(rename).toHaveLength(1);
    expect(rename[0]).toMatchObject({ action: 'person.edit', section: 'basic', entityId: kid });
    expect(rename[0]!.changes).toEqual([{ field: 'first_name', before: 'Kid', after: 'Kiddo' }]);

    const [spouse] = await recordsOf(() =>
      post(kid, kid, { memberType: 'SPOUSE', firstName: 'Sue', lastName: 'Q', gender: 'F' }),
    );
    expect(spouse).toMatchObject({ action: 'person.add' });
    expect(changeOf(spouse!, 'spouse_of')).toMatchObject({ after: kid });

    const unlink = await recordsOf(() =>
      send('DELETE', apiPaths.deleteSpouse(kid, spouse!.entityId!), w.tokens.admin),
    );
    expect(unlink).toHaveLength(1);
    expect(unlink[0]).toMatchObject({ action: 'union.delete', entityId: kid });
    expect(changeOf(unlink[0]!, 'spouse_deleted')).toMatchObject({ before: false, after: true });

    const removal = await recordsOf(() =>
      send('DELETE', apiPaths.deleteChild(w.ids.b, kid), w.tokens.admin),
    );
    expect(removal).toHaveLength(1);
    expect(removal[0]).toMatchObject({ action: 'person.delete', entityId: kid });
    expect(changeOf(removal[0]!, 'first_name')).toMatchObject({ before: 'Kiddo', after: null });
  });

  it('website: rename a menu, save a draft, publish', async () => {
    const menus = await api.get(apiPaths.menusAll(w.family.familyId), w.tokens.admin);
    const menuId = menus.json<Array<{ menuId: number; menuName: string }>>()[1]!.menuId;
    const section = {
      title: 'Our story',
      titleClass: 'timeline-heading-medium',
      image: null,
      imageDescription: '',
      imagePosition: 'timeline-view-image-left',
      content: '<p>Hello</p>',
    };
    const rename = await recordsOf(() =>
      api.post(
        apiPaths.renameMenu(w.family.familyId),
        { menuId, menuName: 'Story' },
        w.tokens.admin,
      ),
    );
    expect(rename).toHaveLength(1);
    expect(rename[0]).toMatchObject({
      action: 'site.rename',
      entityType: 'menu',
      entityId: menuId,
    });
    expect(changeOf(rename[0]!, 'menu_name')).toMatchObject({ after: 'Story' });
    const draft = await recordsOf(() =>
      send('PUT', apiPaths.saveDraft(w.family.familyId, menuId), w.tokens.admin, [section]),
    );
    expect(draft).toHaveLength(1);
    expect(changeOf(draft[0]!, 'draft_sections')).toMatchObject({
      after: [expect.objectContaining({ title: 'Our story' })],
    });
    const publish = await recordsOf(() =>
      api.post(apiPaths.publishMenu(w.family.familyId, menuId), [section], w.tokens.admin),
    );
    expect(publish).toHaveLength(1);
    expect(publish[0]).toMatchObject({ action: 'site.publish' });
    expect(changeOf(publish[0]!, 'published_sections')).toMatchObject({
      after: [expect.objectContaining({ content: '<p>Hello</p>' })],
    });
  });

  it('branch admins: a member given to a branch admin and taken back', async () => {
    const family = w.family.familyId;
    const branch = w.users.branch.userId;
    const [assign] = await recordsOf(() =>
      api.post(apiPaths.assignBranchAdmin(family, branch, w.ids.b), undefined, w.tokens.admin),
    );
    expect(assign).toMatchObject({ action: 'branchAdmin.assign', personId: w.ids.b });
    expect(changeOf(assign!, 'branch_admin_id')).toMatchObject({ before: null, after: branch });
    const unassign = await recordsOf(() =>
      send('DELETE', apiPaths.removeAssignedMember(family, branch, w.ids.b), w.tokens.admin),
    );
    expect(unassign).toHaveLength(1);
    expect(unassign[0]).toMatchObject({ action: 'branchAdmin.unassign' });
  });
});

describe('stale versions', () => {
  it('a save based on an older version is 409 naming who changed it, and changes nothing', async () => {
    const old = await currentVersion(t, w.ids.as, 'saveAbout');
    const first = await api.save(
      w.ids.as,
      'saveAbout',
      aboutBody({ about: '<p>First</p>' }),
      w.tokens.branch,
    );
    expect(first.statusCode, first.body).toBe(200);
    const res = await expectUnchanged(t, w, w.ids.as, () =>
      api.save(
        w.ids.as,
        'saveAbout',
        { ...aboutBody({ about: '<p>Second</p>' }), version: old },
        w.tokens.admin,
      ),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('Branch-ACTIVE');
    // Another tab keeps its own version: the contact tab saves with its unchanged one.
    expect(
      (await api.save(w.ids.as, 'saveAddressContact', contactBody(), w.tokens.admin)).statusCode,
    ).toBe(200);
  });

  it('the profile read gives an editor the versions, a visitor none; a save without one is unconditional (issue 28)', async () => {
    const editor = (await api.profile(w.ids.as, w.tokens.admin)).json<MemberProfile>();
    expect(editor.versions?.about).toBe(await currentVersion(t, w.ids.as, 'saveAbout'));
    expect((await api.profile(w.ids.as)).json<MemberProfile>().versions).toBeNull();
    const { version: _v, ...noVersion } = { ...aboutBody(), version: 0 };
    const res = await api.post(
      apiPaths.profileSave(w.ids.as, 'saveAbout'),
      noVersion,
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('revert', () => {
  const revert = (changeId: number, token = w.tokens.admin) =>
    api.post(apiPaths.revertChange(w.family.familyId, changeId), undefined, token);

  it('puts back the values a change replaced, and is itself recorded', async () => {
    await api.save(w.ids.r, 'saveBasicDetails', basicBody({ firstName: 'Before' }), w.tokens.admin);
    await api.save(
      w.ids.r,
      'saveBasicDetails',
      basicBody({ firstName: 'After', placeOfBirth: 'Leeds' }),
      w.tokens.admin,
    );
    const edit = await newest();
    const res = await revert(edit.id);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json<ChangeRecord>();
    expect(record).toMatchObject({ action: 'revert', revertsId: edit.id, entityId: w.ids.r });
    expect(changeOf(record, 'first_name')).toMatchObject({ before: 'After', after: 'Before' });
    expect(await newest()).toEqual(record);
    const detail = (await api.profile(w.ids.r, w.tokens.admin)).json<MemberProfile>().personDetail;
    expect(detail).toMatchObject({ firstName: 'Before', placeOfBirth: basicBody().placeOfBirth });
    // The search finds the restored name.
    expect(detail.firstName).toBe('Before');
  });

  it('after a newer change of the same field: 409 naming it, nothing changed', async () => {
    await api.save(w.ids.r, 'saveBasicDetails', basicBody({ firstName: 'One' }), w.tokens.admin);
    const edit = await newest();
    await api.save(w.ids.r, 'saveBasicDetails', basicBody({ firstName: 'Two' }), w.tokens.admin);
    const res = await expectUnchanged(t, w, w.ids.r, () => revert(edit.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/Admin|changed the same fields later/);
  });

  it('a newer change of other fields does not stand in the way', async () => {
    await api.save(w.ids.r, 'saveAbout', aboutBody({ about: '<p>Old</p>' }), w.tokens.admin);
    await api.save(w.ids.r, 'saveAbout', aboutBody({ about: '<p>New</p>' }), w.tokens.admin);
    const edit = await newest();
    await api.save(
      w.ids.r,
      'saveAddressContact',
      contactBody({ phoneNumber: '5550001111' }),
      w.tokens.admin,
    );
    expect((await revert(edit.id)).statusCode).toBe(200);
    const profile = (await api.profile(w.ids.r, w.tokens.admin)).json<MemberProfile>();
    expect(profile.personDetail.about).toBe('<p>Old</p>');
    expect(profile.personDetail.phoneNumber).toBe('5550001111');
  });

  it('a change of the tree structure is revertible (tree/tree-revert.test.ts undoes each kind)', async () => {
    const added = (await familyHistory('pageSize=100')).items.find(
      (r) => r.action === 'person.add',
    )!;
    expect(added.revertible).toBe(true);
  });
});

describe('who may read the history and revert', () => {
  it('the History tab: editors of the person only', async () => {
    const of = (id: number, token?: string) => api.get(apiPaths.personHistory(id), token);
    expect((await of(w.ids.a, w.tokens.admin)).statusCode).toBe(200);
    const branch = await of(w.ids.a, w.tokens.branch);
    expect(branch.statusCode).toBe(200);
    expect(branch.json<ChangePage>().items.every((r) => r.personId === w.ids.a)).toBe(true);
    expect((await of(w.ids.a)).statusCode).toBe(401);
    expect((await of(w.ids.b, w.tokens.branch)).statusCode).toBe(403);
    expect((await of(w.ids.a, w.tokens.otherAdmin)).statusCode).toBe(403);
  });

  it("the History tab: a member sees their own profile's history, and no one else's", async () => {
    const member = await createUser(t.context);
    await t.context.db
      .insertInto('memberships')
      .values({
        family_id: w.family.familyId,
        user_id: member.userId,
        role: 'MEMBER',
        status: 'ACTIVE',
        person_id: w.ids.b,
        created_at: new Date().toISOString(),
      })
      .execute();
    const token = await login(t.app, member.email, member.password);
    const of = (id: number) => api.get(apiPaths.personHistory(id), token);
    const own = await of(w.ids.b);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<ChangePage>().items.every((r) => r.personId === w.ids.b)).toBe(true);
    expect((await of(w.ids.a)).statusCode).toBe(403);
  });

  it('recent changes: a branch admin reads those of their branch only (issue 29)', async () => {
    const url = `${apiPaths.familyHistory(w.family.familyId)}?pageSize=100`;
    await api.save(w.ids.b, 'saveAbout', aboutBody({ about: '<p>Outside</p>' }), w.tokens.admin);
    await api.save(w.ids.a, 'saveAbout', aboutBody({ about: '<p>Inside</p>' }), w.tokens.admin);
    const all = (await api.get(url, w.tokens.admin)).json<ChangePage>().items;
    expect(all.some((r) => r.personId === w.ids.b)).toBe(true);
    const res = await api.get(url, w.tokens.branch);
    expect(res.statusCode, res.body).toBe(200);
    const branch = res.json<ChangePage>().items;
    expect(branch.some((r) => r.personId === w.ids.a)).toBe(true);
    // A, their spouse and their child: the branch; B and the family's root are not in it.
    for (const r of branch) expect([w.ids.a, w.ids.as, w.ids.ac]).toContain(r.personId);
  });

  it('recent changes and revert: family admins only', async () => {
    const url = apiPaths.familyHistory(w.family.familyId);
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, w.tokens.otherAdmin)).statusCode).toBe(403);
    await api.save(
      w.ids.a,
      'saveAbout',
      aboutBody({ about: '<p>Branch edit</p>' }),
      w.tokens.branch,
    );
    const edit = await newest();
    for (const [token, status] of [
      [undefined, 401],
      [w.tokens.branch, 403],
      [w.tokens.otherAdmin, 403],
    ] as const) {
      const res = await expectUnchanged(t, w, w.ids.a, () =>
        api.post(apiPaths.revertChange(w.family.familyId, edit.id), undefined, token),
      );
      expect(res.statusCode, res.body).toBe(status);
    }
    expect(
      (
        await api.post(
          apiPaths.revertChange(w.family.familyId, 99_999_999),
          undefined,
          w.tokens.admin,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('filters by person, user and dates, and pages', async () => {
    const byBranch = await familyHistory(`userId=${w.users.branch.userId}`);
    expect(byBranch.total).toBeGreaterThan(0);
    expect(byBranch.items.every((r) => r.userId === w.users.branch.userId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await familyHistory(`from=${today}&to=${today}`)).total).toBe(
      (await familyHistory()).total,
    );
    expect((await familyHistory('to=2000-01-01')).total).toBe(0);
    const page2 = await familyHistory('page=2&pageSize=2');
    expect(page2.items).toHaveLength(2);
    expect(page2.items[0]!.id).toBeLessThan((await familyHistory('pageSize=2')).items[1]!.id);
  });

  it("names each record's person, a deleted one as the record had them", async () => {
    const items = (await familyHistory('pageSize=100')).items;
    const ofB = items.find((r) => r.personId === w.ids.b && r.action === 'profile.basic')!;
    expect(ofB.personName).toBe('Renamed Person');
    expect(items.find((r) => r.action === 'person.delete')?.personName).toBe('Kiddo P');
  });

  it('the users filter: the authors of the records, for family admins only', async () => {
    const url = apiPaths.familyHistoryAuthors(w.family.familyId);
    const res = await api.get(url, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<Array<{ userId: number }>>().map((a) => a.userId);
    expect(ids.sort()).toEqual([w.users.admin.userId, w.users.branch.userId].sort());
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, w.tokens.branch)).statusCode).toBe(403);
    expect((await api.get(url, w.tokens.otherAdmin)).statusCode).toBe(403);
  });
});
