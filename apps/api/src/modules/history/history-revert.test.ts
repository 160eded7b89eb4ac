import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  historyMessages,
  type ChangePage,
  type ChangeRecord,
  type Menu,
  type MemberProfile,
  type PageContent,
} from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { addPerson } from '../tree/tree.test-helpers.js';
import {
  basicBody,
  buildProfileWorld,
  closeTestContext,
  expectUnchanged,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/** Issue 17: revert beyond the profile tabs (a rename from the tree, a menu's name, a draft). */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let menuId: number;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  const menus = await api.get(apiPaths.menusAll(w.family.familyId), w.tokens.admin);
  menuId = menus.json<Menu[]>()[1]!.menuId;
});
afterAll(() => closeTestContext(t));

const newest = async () => {
  const res = await api.get(
    `${apiPaths.familyHistory(w.family.familyId)}?pageSize=1`,
    w.tokens.admin,
  );
  return res.json<ChangePage>().items[0]!;
};
const revert = (changeId: number, token = w.tokens.admin) =>
  api.post(apiPaths.revertChange(w.family.familyId, changeId), undefined, token);
const treeEdit = (id: number, body: object) =>
  api.post(apiPaths.saveMember(id, id), { memberType: 'SELF', ...body }, w.tokens.admin);
const firstName = async (id: number) =>
  (await api.profile(id, w.tokens.admin)).json<MemberProfile>().personDetail.firstName;

const section = (title: string) => ({
  title,
  titleClass: 'timeline-heading-medium',
  image: null,
  imageDescription: '',
  imagePosition: 'timeline-view-image-left',
  content: `<p>${title}</p>`,
});
const draftTitles = async () =>
  (await api.get(`${apiPaths.pageContent(w.family.familyId, menuId)}?draft=true`, w.tokens.admin))
    .json<PageContent[]>()
    .map((s) => s.title);
const menuName = async () =>
  (await api.get(apiPaths.menusAll(w.family.familyId), w.tokens.admin))
    .json<Menu[]>()
    .find((m) => m.menuId === menuId)!.menuName;
const saveDraft = (titles: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: apiPaths.saveDraft(w.family.familyId, menuId),
    headers: bearer(w.tokens.admin),
    payload: titles.map(section),
  });

describe('a rename from the tree (person.edit)', () => {
  it('is reverted field by field, and the revert is recorded', async () => {
    expect(
      (await treeEdit(w.ids.b, { firstName: 'Bertie', lastName: 'Person', gender: 'M' }))
        .statusCode,
    ).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({
      action: 'person.edit',
      revertible: true,
      personName: 'Bertie Person',
    });
    const res = await revert(edit.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChangeRecord>()).toMatchObject({ action: 'revert', revertsId: edit.id });
    expect(await firstName(w.ids.b)).toBe('Bert');
    // The person search finds the restored name.
    const found = await api.get(
      `${apiPaths.personSearch}?familyId=${w.family.familyId}&name=Bert`,
      w.tokens.admin,
    );
    expect(found.body).toContain('Bert Person');
  });

  it('that would change nothing (the names are back already, by an unrecorded write): 409, no record', async () => {
    const id = await addPerson(t.context, w.family.familyId, { first: 'Quinn', last: 'Person' });
    const rename = await treeEdit(id, { firstName: 'Quincy', lastName: 'Person', gender: 'M' });
    expect(rename.statusCode, rename.body).toBe(200);
    const edit = await newest();
    expect(edit.action).toBe('person.edit');
    // An operator's fix in the database, which the history does not see.
    await t.context.db
      .updateTable('persons')
      .set({ first_name: 'Quinn' })
      .where('id', '=', id)
      .execute();
    const res = await revert(edit.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(historyMessages.nothingToRevert);
    expect((await newest()).id).toBe(edit.id);
    expect(await firstName(id)).toBe('Quinn');
  });

  it('after a newer profile save of the same field: 409 naming it, nothing changed', async () => {
    await treeEdit(w.ids.b, { firstName: 'Tree', lastName: 'Person', gender: 'M' });
    const edit = await newest();
    await api.save(
      w.ids.b,
      'saveBasicDetails',
      basicBody({ firstName: 'Profile' }),
      w.tokens.admin,
    );
    const res = await expectUnchanged(t, w, w.ids.b, () => revert(edit.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('changed the same fields later');
  });

  it('does not give a parent back an unknown gender (409), nothing changed', async () => {
    const kid = await api.post(
      apiPaths.saveMember(w.ids.b, w.ids.b),
      { memberType: 'CHILD', firstName: 'Una', lastName: 'Person', gender: 'U' },
      w.tokens.admin,
    );
    expect(kid.statusCode, kid.body).toBe(200);
    const una = (await newest()).entityId!;
    await treeEdit(una, { firstName: 'Una', lastName: 'Person', gender: 'M' });
    const edit = await newest();
    expect(edit.changes).toEqual([{ field: 'gender', before: 'U', after: 'M' }]);
    await api.post(
      apiPaths.saveMember(una, una),
      { memberType: 'CHILD', firstName: 'Grandkid', lastName: 'Person', gender: 'F' },
      w.tokens.admin,
    );
    const res = await expectUnchanged(t, w, una, () => revert(edit.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('father of a child in the tree');
  });

  it('a move among siblings is reverted (tree/tree-revert.test.ts checks the order)', async () => {
    const kid = await api.post(
      apiPaths.saveMember(w.ids.r, w.ids.r),
      { memberType: 'CHILD', firstName: 'Zed', lastName: 'Person', gender: 'M' },
      w.tokens.admin,
    );
    expect(kid.statusCode).toBe(200);
    const zed = (await newest()).entityId!;
    await treeEdit(zed, { firstName: 'Zed', lastName: 'Person', gender: 'M', childOrder: 1 });
    const move = await newest();
    expect(move.changes.map((c) => c.field)).toContain('child_order');
    expect(move.revertible).toBe(true);
    expect((await revert(move.id)).statusCode).toBe(200);
  });
});

describe('the website: a menu name and a page draft', () => {
  it('a rename is reverted, and the revert recorded', async () => {
    const name = await menuName();
    const res = await api.post(
      apiPaths.renameMenu(w.family.familyId),
      { menuId, menuName: 'Renamed' },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rename = await newest();
    expect(rename).toMatchObject({ action: 'site.rename', revertible: true });
    const reverted = await revert(rename.id);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json<ChangeRecord>()).toMatchObject({
      action: 'revert',
      entityType: 'menu',
      entityId: menuId,
      revertsId: rename.id,
      changes: [{ field: 'menu_name', before: 'Renamed', after: name }],
    });
    expect(await menuName()).toBe(name);
  });

  it('a draft save is reverted to the previous draft sections', async () => {
    expect((await saveDraft(['One'])).statusCode).toBe(200);
    expect((await saveDraft(['One', 'Two'])).statusCode).toBe(200);
    const draft = await newest();
    expect(draft).toMatchObject({ action: 'site.draft', revertible: true });
    expect((await revert(draft.id)).statusCode).toBe(200);
    expect(await draftTitles()).toEqual(['One']);
    expect((await newest()).action).toBe('revert');
  });

  it('after a newer draft of the same page: 409 naming it, the draft unchanged', async () => {
    await saveDraft(['Old']);
    const draft = await newest();
    await saveDraft(['Newer']);
    const res = await revert(draft.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(w.users.admin.firstName);
    expect(await draftTitles()).toEqual(['Newer']);
  });

  it('publishing is reverted: visitors see the page as it was; others may not revert', async () => {
    const publishedTitles = async () =>
      (await api.get(apiPaths.pageContent(w.family.familyId, menuId)))
        .json<PageContent[]>()
        .map((s) => s.title);
    const publish = (titles: string[]) =>
      api.post(
        apiPaths.publishMenu(w.family.familyId, menuId),
        titles.map(section),
        w.tokens.admin,
      );
    expect((await publish(['Live'])).statusCode).toBe(200);
    expect((await publish(['Live', 'Later'])).statusCode).toBe(200);
    const second = await newest();
    expect(second).toMatchObject({ action: 'site.publish', revertible: true });
    expect((await revert(second.id)).statusCode).toBe(200);
    expect(await publishedTitles()).toEqual(['Live']);
    expect(await draftTitles()).toEqual(['Live']);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await publishedTitles()).toEqual(['Live', 'Later']);

    await saveDraft(['Mine']);
    const draft = await newest();
    for (const [token, status] of [
      [w.tokens.branch, 403],
      [w.tokens.otherAdmin, 403],
    ] as const)
      expect((await revert(draft.id, token)).statusCode).toBe(status);
    expect(await draftTitles()).toEqual(['Mine']);
  });
});
