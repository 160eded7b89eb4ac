import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChangePage, type Menu, type PageContent } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';

// Issue 17: a page's version (docs/decisions/0023): ETag of the draft read and of each save; a
// save sent with an older If-Match is 409 naming who changed the page and when, nothing saved.

let t: TestContext;
let family: TestFamily;
let second: TestUser;
const tokens = {} as Record<'first' | 'second', string>;
let menuId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  second = await createUser(t.context, {
    firstName: 'Second',
    lastName: 'Editor',
    memberships: [{ familyId: family.familyId, role: 'FAMILY_ADMIN' }],
  });
  tokens.first = await login(t.app, family.admin.email, testPassword);
  tokens.second = await login(t.app, second.email, testPassword);
  const menus = await t.app.inject({
    method: 'GET',
    url: apiPaths.menusAll(family.familyId),
    headers: bearer(tokens.first),
  });
  menuId = menus.json<Menu[]>()[1]!.menuId;
});
afterAll(() => t?.close());

const section = (title: string) => ({
  title,
  titleClass: 'timeline-heading-medium',
  image: null,
  imageDescription: '',
  imagePosition: 'timeline-view-image-left',
  content: `<p>${title}</p>`,
});

const readDraft = async (token = tokens.first) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.pageContent(family.familyId, menuId)}?draft=true`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    etag: String(res.headers.etag),
    titles: res.json<PageContent[]>().map((s) => s.title),
  };
};

const write = (kind: 'draft' | 'publish', titles: string[], token: string, ifMatch?: string) =>
  t.app.inject({
    method: kind === 'draft' ? 'PUT' : 'POST',
    url:
      kind === 'draft'
        ? apiPaths.saveDraft(family.familyId, menuId)
        : apiPaths.publishMenu(family.familyId, menuId),
    headers: { ...bearer(token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload: titles.map(section),
  });

describe('page versions', () => {
  it('the draft read and each save carry the version; a save based on the current one passes', async () => {
    const { etag } = await readDraft();
    expect(etag).toBe('"0"');
    const saved = await write('draft', ['One'], tokens.first, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).not.toBe(etag);
    expect((await readDraft()).etag).toBe(saved.headers.etag);
    // The answer's version is the next save's If-Match: an editor saves on without reloading.
    const again = await write('draft', ['One', 'Two'], tokens.first, String(saved.headers.etag));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('two admins racing: the second save, on the version both opened, is 409 naming the first; nothing saved', async () => {
    const opened = (await readDraft(tokens.second)).etag;
    expect((await write('draft', ['First wins'], tokens.first, opened)).statusCode).toBe(200);
    for (const kind of ['draft', 'publish'] as const) {
      const res = await write(kind, ['Second loses'], tokens.second, opened);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ message: string }>().message).toContain(
        `${family.admin.firstName} ${family.admin.lastName} changed this on`,
      );
      expect((await readDraft()).titles).toEqual(['First wins']);
    }
    const published = await t.app.inject({
      method: 'GET',
      url: apiPaths.pageContent(family.familyId, menuId),
    });
    expect(published.json<PageContent[]>()).toEqual([]);
    // Reloaded, the second admin saves.
    const reloaded = (await readDraft(tokens.second)).etag;
    expect((await write('publish', ['Second'], tokens.second, reloaded)).statusCode).toBe(200);
  });

  it('a revert of a draft moves the version too', async () => {
    const opened = (await readDraft()).etag;
    await write('draft', ['To revert'], tokens.first, opened);
    const history = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(family.familyId)}?pageSize=1`,
      headers: bearer(tokens.first),
    });
    const draft = history.json<ChangePage>().items[0]!;
    const before = (await readDraft()).etag;
    const reverted = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(family.familyId, draft.id),
      headers: bearer(tokens.second),
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const res = await write('draft', ['Stale'], tokens.first, before);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('Second Editor');
  });

  it('If-Match is optional; a malformed or unknown one is 400; a visitor is 401', async () => {
    expect((await write('draft', ['No version'], tokens.first)).statusCode).toBe(200);
    for (const bad of ['abc', '"-1"', '"99999999"']) {
      const res = await write('draft', ['Bad'], tokens.first, bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
    }
    expect((await readDraft()).titles).toEqual(['No version']);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: apiPaths.saveDraft(family.familyId, menuId),
      headers: { 'if-match': '"0"' },
      payload: [section('x')],
    });
    expect(visitor.statusCode).toBe(401);
  });
});
