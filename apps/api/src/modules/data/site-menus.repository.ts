import { sitePageOrders, sitePageSlugs, type Locale } from '@familytree/shared';
import { answerTextsIn } from '../../answers/answer-texts.js';
import type { Db } from '../../infra/database.js';
import { newFamilyTexts, type NewFamilyTexts } from './site-page-defaults.js';

/**
 * A family's site menus and their pages' sections, as far as more than the site module writes or
 * reads them: a new family's menus (the families module creates families) and where a menu's page
 * is (the news feed links published pages). Decision 0031: the data floor holds what is shared.
 */

export type ContentVersion = 'published' | 'draft';

export interface SectionToStore {
  title: string;
  titleClass: string;
  image: string | null;
  imageDescription: string;
  imagePosition: string;
  content: string;
}

/** Replaces one version of a menu's sections with the given ordered list. */
export async function replaceSections(
  db: Db,
  familyId: number,
  menuId: number,
  version: ContentVersion,
  sections: SectionToStore[],
): Promise<void> {
  await db
    .deleteFrom('page_contents')
    .where('family_id', '=', familyId)
    .where('menu_id', '=', menuId)
    .where('version', '=', version)
    .execute();
  if (sections.length === 0) return;
  await db
    .insertInto('page_contents')
    .values(
      sections.map((s, index) => ({
        family_id: familyId,
        menu_id: menuId,
        version,
        position: index + 1,
        title: s.title,
        title_class: s.titleClass,
        image: s.image,
        image_description: s.imageDescription,
        image_position: s.imagePosition,
        content: s.content,
      })),
    )
    .execute();
}

/** The fixed pages by their menu_order. */
export const slugOfMenuOrder = new Map(sitePageSlugs.map((slug) => [sitePageOrders[slug], slug]));

/** The fixed pages' menu rows (not configurable: the menu list leaves them out), with defaults. */
export async function insertSitePages(
  db: Db,
  familyId: number,
  texts: NewFamilyTexts,
): Promise<void> {
  for (const slug of sitePageSlugs) {
    const defaults = texts.pages[slug];
    const menu = await db
      .insertInto('menus')
      .values({
        family_id: familyId,
        menu_order: sitePageOrders[slug],
        menu_name: texts.pageNames[slug],
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

/** Where a menu's page is on the site: /page1 to /page4, or a fixed page's own path. */
export function pathOfMenu(menuOrder: number): string | null {
  const slug = slugOfMenuOrder.get(menuOrder);
  if (slug) return `/${slug}`;
  return menuOrder >= 1 && menuOrder <= 4 ? `/page${menuOrder}` : null;
}

/**
 * Every family starts with the four menus of spec part 2; only page1 is shown at first. Their
 * names and the fixed pages' texts are written in `locale`, the family's language (English: the
 * spec's 'Home', 'Page 2', …); afterwards they are the family's own texts.
 */
export async function insertDefaultMenus(
  db: Db,
  familyId: number,
  locale: Locale = 'en',
): Promise<void> {
  const texts = newFamilyTexts(await answerTextsIn(locale));
  await db
    .insertInto('menus')
    .values(
      [1, 2, 3, 4].map((order) => ({
        family_id: familyId,
        menu_order: order,
        menu_name: texts.menuNames[order - 1]!,
        enabled: order === 1 ? 1 : 0,
        configurable: 1,
        published: 0,
      })),
    )
    .execute();
  await insertSitePages(db, familyId, texts);
}
