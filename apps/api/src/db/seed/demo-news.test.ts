import {
  apiPaths,
  newsFeedContract,
  pathOf,
  sitePagesContract,
  type Menu,
  type NewsFeed,
  type SitePage,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { seedDemo } from './seed-demo.js';

// The demo family shows a site in use: menu pages, History and news posts (issue 16).

let t: TestContext;
let familyId: number;
const host = { host: 'demo.localhost' };

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.context.db, 'demo-password-for-tests');
  familyId = (
    await t.app.inject({ method: 'GET', url: apiPaths.family('demo'), headers: host })
  ).json<{ familyId: number }>().familyId;
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

describe('the demo family site', () => {
  it('shows two published menu pages: Home and Reunions', async () => {
    const menus = (
      await t.app.inject({ method: 'GET', url: apiPaths.menusAll(familyId), headers: host })
    ).json<Array<Menu & { pageContents: unknown[] }>>();
    const shown = menus.filter((m) => m.enabled);
    expect(shown.map((m) => m.menuName)).toEqual(['Home', 'Reunions']);
    for (const menu of shown) expect(menu.pageContents.length).toBeGreaterThan(0);
  });

  it('has a published History page', async () => {
    const pages = (
      await t.app.inject({
        method: 'GET',
        url: pathOf(sitePagesContract, { familyId }),
        headers: host,
      })
    ).json<SitePage[]>();
    const history = pages.find((p) => p.page === 'history')!;
    expect(history.published).toBe(true);
    expect(history.pageContents.length).toBeGreaterThan(0);
  });

  it('opens its news on three posts by the family admin, newest first', async () => {
    const feed = (
      await t.app.inject({
        method: 'GET',
        url: pathOf(newsFeedContract, { familyId }),
        headers: host,
      })
    ).json<NewsFeed>();
    const posts = feed.items.flatMap((i) => (i.kind === 'post' ? [i.post] : []));
    expect(posts.map((p) => p.title)).toEqual([
      'Reunion next summer',
      'The History page is up',
      'Welcome to our new family site',
    ]);
    expect(posts.every((p) => p.author === 'Anna Mathew')).toBe(true);
    expect(feed.items.some((i) => i.kind === 'page' && i.path === '/history')).toBe(true);
  });
});
