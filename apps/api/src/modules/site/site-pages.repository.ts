import {
  sitePageNames,
  sitePageOrders,
  sitePageSlugs,
  type SitePage,
  type SitePageSlug,
} from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { sitePageDefaults } from './site-page-defaults.js';
import { replaceSections, sectionsOf, type ContentVersion } from './page-contents.repository.js';

const slugOfOrder = new Map(sitePageSlugs.map((slug) => [sitePageOrders[slug], slug]));

/** The fixed pages' menu rows (not configurable: the menu list leaves them out), with defaults. */
export async function insertSitePages(db: Db, familyId: number): Promise<void> {
  for (const slug of sitePageSlugs) {
    const defaults = sitePageDefaults[slug];
    const menu = await db
      .insertInto('menus')
      .values({
        family_id: familyId,
        menu_order: sitePageOrders[slug],
        menu_name: sitePageNames[slug],
        enabled: 1,
        configurable: 0,
        published: defaults.length > 0 ? 1 : 0,
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sections = defaults.map((d) => ({
      title: d.title,
      titleClass: 'timeline-heading-Large',
      image: null,
      imageDescription: '',
      imagePosition: 'timeline-view-image-center',
      content: d.content,
    }));
    for (const version of ['published', 'draft'] as const)
      await replaceSections(db, familyId, menu.id, version, sections);
  }
}

/** Whether a menu is one of the fixed pages (its name is fixed: the routes and footer name it). */
export const isSitePage = (menu: { configurable: number }) => menu.configurable === 0;

/** The family's fixed pages in slug order, each with one version of its sections. */
export async function sitePagesOf(
  db: Db,
  familyId: number,
  version: ContentVersion,
): Promise<SitePage[]> {
  const rows = await db
    .selectFrom('menus')
    .select(['id', 'menu_name', 'menu_order', 'enabled', 'published'])
    .where('family_id', '=', familyId)
    .where('configurable', '=', 0)
    .orderBy('menu_order')
    .execute();
  const pages: SitePage[] = [];
  for (const row of rows) {
    const page: SitePageSlug | undefined = slugOfOrder.get(row.menu_order);
    if (!page) continue;
    pages.push({
      menuId: row.id,
      menuName: row.menu_name,
      menuOrder: row.menu_order,
      enabled: row.enabled === 1,
      configurable: false,
      published: row.published === 1,
      page,
      pageContents: await sectionsOf(db, familyId, row.id, version),
    });
  }
  return pages;
}

/** Where a menu's page is on the site: /page1 to /page4, or a fixed page's own path. */
export function pathOfMenu(menuOrder: number): string | null {
  const slug = slugOfOrder.get(menuOrder);
  if (slug) return `/${slug}`;
  return menuOrder >= 1 && menuOrder <= 4 ? `/page${menuOrder}` : null;
}

/** Every family starts with the four menus of spec part 2; only page1 is shown at first. */
export async function insertDefaultMenus(db: Db, familyId: number): Promise<void> {
  await db
    .insertInto('menus')
    .values(
      [1, 2, 3, 4].map((order) => ({
        family_id: familyId,
        menu_order: order,
        menu_name: order === 1 ? 'Home' : `Page ${order}`,
        enabled: order === 1 ? 1 : 0,
        configurable: 1,
        published: 0,
      })),
    )
    .execute();
  await insertSitePages(db, familyId);
}
