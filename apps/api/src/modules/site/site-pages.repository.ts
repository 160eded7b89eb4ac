import type { SitePage, SitePageSlug } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { slugOfMenuOrder, type ContentVersion } from '../data/site-menus.repository.js';
import { sectionsOf } from './page-contents.repository.js';

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
    const page: SitePageSlug | undefined = slugOfMenuOrder.get(row.menu_order);
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
