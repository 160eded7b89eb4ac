import {
  apiPaths,
  pathOf,
  publishMenuContract,
  renameMenuContract,
  saveDraftContract,
  sitePagesContract,
  type Menu,
  type PageContentInput,
  type SitePage,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  familyWithRoles,
  snapshotTables,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Article, History, Privacy, Terms and Help: menus that are not configurable, served by the menu
// pages' own draft, preview and publish calls.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;
let branchToken: string;
let otherAdminToken: string;

const host = (f: TestFamily = family) => ({ host: `${f.domainName}.localhost` });
const auth = (token?: string) => (token ? bearer(token) : {});

async function sitePages(draft = false, token?: string) {
  const url = pathOf(sitePagesContract, { familyId: family.familyId });
  return t.app.inject({
    method: 'GET',
    url: draft ? `${url}?draft=true` : url,
    headers: { ...host(), ...auth(token) },
  });
}
const pageOf = async (slug: SitePage['page'], draft = false) =>
  (await sitePages(draft, draft ? adminToken : undefined))
    .json<SitePage[]>()
    .find((p) => p.page === slug)!;

const section = (title: string): PageContentInput => ({
  title,
  titleClass: 'timeline-heading-Large',
  imagePosition: 'timeline-view-image-center',
  content: `<p>${title}</p>`,
});

beforeAll(async () => {
  t = await createTestContext();
  ({ family, other, adminToken, branchToken, otherAdminToken } = await familyWithRoles(
    t.app,
    t.context,
  ));
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

describe('the fixed site pages', () => {
  it('a new family has them, Privacy, Terms and Help published with default texts', async () => {
    const res = await sitePages();
    expect(res.statusCode, res.body).toBe(200);
    const pages = res.json<SitePage[]>();
    expect(pages.map((p) => [p.page, p.menuName, p.published])).toEqual([
      ['article', 'Article', false],
      ['history', 'History', false],
      ['privacy', 'Privacy', true],
      ['terms', 'Terms', true],
      ['help', 'Help', true],
    ]);
    for (const p of pages.slice(2)) expect(p.pageContents[0]!.content).toContain('<p>');
    expect(pages[0]!.pageContents).toEqual([]);
  });

  it('leaves them out of the menu list: the header keeps its four menus', async () => {
    const family1 = await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) });
    expect(family1.json<{ menus: Menu[] }>().menus.map((m) => m.menuOrder)).toEqual([1, 2, 3, 4]);
    const all = await t.app.inject({ method: 'GET', url: apiPaths.menusAll(family.familyId) });
    expect(all.json<Menu[]>()).toHaveLength(4);
  });

  it('History takes a draft that visitors do not see until the admin publishes it', async () => {
    const history = await pageOf('history');
    const draft = await t.app.inject({
      method: 'PUT',
      url: pathOf(saveDraftContract, { familyId: family.familyId, menuId: history.menuId }),
      payload: [section('Where we came from')],
      headers: { ...host(), ...bearer(adminToken) },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await pageOf('history')).pageContents).toEqual([]);
    expect((await pageOf('history', true)).pageContents.map((s) => s.title)).toEqual([
      'Where we came from',
    ]);
    const published = await t.app.inject({
      method: 'POST',
      url: pathOf(publishMenuContract, { familyId: family.familyId, menuId: history.menuId }),
      payload: [section('Where we came from')],
      headers: { ...host(), ...bearer(adminToken) },
    });
    expect(published.statusCode, published.body).toBe(200);
    const visitorView = await pageOf('history');
    expect(visitorView.published).toBe(true);
    expect(visitorView.pageContents.map((s) => s.title)).toEqual(['Where we came from']);
  });
});

describe('refusals on the fixed pages change nothing', () => {
  it.each([
    ['a visitor', () => undefined, 401],
    ['a branch admin', () => branchToken, 403],
    ["another family's admin", () => otherAdminToken, 403],
  ])('refuses the drafts and a publish to %s', async (_who, token, status) => {
    const before = await snapshotTables(t.context.db);
    expect((await sitePages(true, token())).statusCode).toBe(status);
    const terms = await pageOf('terms');
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(publishMenuContract, { familyId: family.familyId, menuId: terms.menuId }),
      payload: [section('Taken over')],
      headers: { ...host(), ...auth(token()) },
    });
    expect(res.statusCode).toBe(status);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('refuses to rename a fixed page (400), whose name the routes and footer use', async () => {
    const before = await snapshotTables(t.context.db);
    const help = await pageOf('help');
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(renameMenuContract, { familyId: family.familyId }),
      payload: { menuId: help.menuId, menuName: 'Assistance' },
      headers: { ...host(), ...bearer(adminToken) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ menuId: 'The name of this page is fixed.' });
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it("answers 404 to another family's page on this family's site", async () => {
    const theirs = (
      await t.app.inject({
        method: 'GET',
        url: pathOf(sitePagesContract, { familyId: other.familyId }),
        headers: host(other),
      })
    ).json<SitePage[]>()[0]!;
    const before = await snapshotTables(t.context.db);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(publishMenuContract, { familyId: family.familyId, menuId: theirs.menuId }),
      payload: [section('Not yours')],
      headers: { ...host(), ...bearer(adminToken) },
    });
    expect(res.statusCode).toBe(404);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('refuses a draft flag that is not true or false (400)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${pathOf(sitePagesContract, { familyId: family.familyId })}?draft=yes`,
      headers: host(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('draft');
  });
});
