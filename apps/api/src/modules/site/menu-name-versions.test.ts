import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Menu } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 17: a menu's name carries a version like a page (docs/decisions/0023): `nameVersion` of
// the editor's menus read and the ETag of each rename; a rename sent with an older If-Match is 409
// naming who renamed the menu and when, nothing saved.

type EditorMenu = Menu & { nameVersion?: number };

let t: TestContext;
let family: TestFamily;
const tokens = {} as Record<'first' | 'second', string>;
let menuId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  const second = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'FAMILY_ADMIN' }],
  });
  tokens.first = await login(t.app, family.admin.email, testPassword);
  tokens.second = await login(t.app, second.email, testPassword);
  menuId = (await editorMenu(tokens.first, 1)).menuId;
});
afterAll(() => t?.close());

async function menus(query: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.menusAll(family.familyId)}${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EditorMenu[]>();
}

/** A menu as the site editor reads it (the draft read), by position or id. */
async function editorMenu(token: string, index?: number) {
  const all = await menus('?draft=true', token);
  return index === undefined ? all.find((m) => m.menuId === menuId)! : all[index]!;
}

const rename = (menuName: string, token: string, ifMatch?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.renameMenu(family.familyId),
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: { menuId, menuName, enabled: true },
  });

describe('menu name versions', () => {
  it("the editor's read carries each name version, visitors' reads none; a fresh rename passes and answers the next", async () => {
    expect((await editorMenu(tokens.first)).nameVersion).toBe(0);
    expect((await menus('')).every((m) => m.nameVersion === undefined)).toBe(true);
    const saved = await rename('Our story', tokens.first, '"0"');
    expect(saved.statusCode, saved.body).toBe(200);
    const version = (await editorMenu(tokens.first)).nameVersion!;
    expect(version).toBeGreaterThan(0);
    expect(saved.headers.etag).toBe(`"${version}"`);
    // Renamed again on the answer's version, without reloading.
    const again = await rename('Our stories', tokens.first, String(saved.headers.etag));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('two admins racing: the second rename, on the version both opened, is 409 naming the first; nothing saved', async () => {
    const opened = `"${(await editorMenu(tokens.second)).nameVersion!}"`;
    expect((await rename('First wins', tokens.first, opened)).statusCode).toBe(200);
    const stale = await rename('Second loses', tokens.second, opened);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain(
      `${family.admin.firstName} ${family.admin.lastName} changed this on`,
    );
    expect((await editorMenu(tokens.first)).menuName).toBe('First wins');
    // Reloaded, the second admin renames.
    const reloaded = `"${(await editorMenu(tokens.second)).nameVersion!}"`;
    expect((await rename('Second', tokens.second, reloaded)).statusCode).toBe(200);
    expect((await editorMenu(tokens.first)).menuName).toBe('Second');
  });

  it('a malformed or unknown version is 400, nothing saved; no If-Match, no check', async () => {
    for (const bad of ['soon', `"${1e9}"`]) {
      const res = await rename('Never', tokens.first, bad);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await editorMenu(tokens.first)).menuName).toBe('Second');
    expect((await rename('Any client', tokens.first)).statusCode).toBe(200);
  });

  it("editing the page does not move the name's version", async () => {
    const before = (await editorMenu(tokens.first)).nameVersion;
    const draft = await t.app.inject({
      method: 'PUT',
      url: apiPaths.saveDraft(family.familyId, menuId),
      headers: bearer(tokens.first),
      payload: [],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await editorMenu(tokens.first)).nameVersion).toBe(before);
  });
});
