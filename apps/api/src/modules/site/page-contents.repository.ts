import type { PageContent } from '@familytree/shared';
import { imageUrl } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { galleryImage } from '../data/image-files.js';
import { nowIso } from '../../infra/clock.js';
import type { ContentVersion } from '../data/site-menus.repository.js';

export async function sectionsOf(
  db: Db,
  familyId: number,
  menuId: number,
  version: ContentVersion,
): Promise<PageContent[]> {
  const rows = await db
    .selectFrom('page_contents as c')
    .leftJoin('images as i', (join) =>
      join.onRef('i.name', '=', 'c.image').onRef('i.family_id', '=', 'c.family_id'),
    )
    .select([
      'c.id',
      'c.title',
      'c.title_class',
      'c.image',
      'c.image_description',
      'c.image_position',
      'c.content',
      'i.name as image_name',
      'i.width as image_width',
      'i.height as image_height',
      'i.thumbnail_widths as image_thumbnail_widths',
    ])
    .where('c.family_id', '=', familyId)
    .where('c.menu_id', '=', menuId)
    .where('c.version', '=', version)
    .orderBy('c.position')
    .execute();
  return rows.map((r) => ({
    pageContentId: r.id,
    title: r.title,
    titleClass: r.title_class as PageContent['titleClass'],
    image: r.image,
    imageUrl: imageUrl(r.image),
    ...(r.image && r.image_name
      ? {
          imageFile: galleryImage(r.image, {
            name: r.image_name,
            width: r.image_width,
            height: r.image_height,
            thumbnail_widths: r.image_thumbnail_widths,
          }),
        }
      : {}),
    imageDescription: r.image_description,
    imagePosition: r.image_position as PageContent['imagePosition'],
    content: r.content,
  }));
}

export function findMenu(db: Db, familyId: number, menuId: number) {
  return db
    .selectFrom('menus')
    .select(['id', 'menu_name', 'menu_order', 'enabled', 'configurable', 'published'])
    .where('family_id', '=', familyId)
    .where('id', '=', menuId)
    .executeTakeFirst();
}

export async function setMenuPublished(
  db: Db,
  familyId: number,
  menuId: number,
  published: boolean,
): Promise<void> {
  await db
    .updateTable('menus')
    // published_at dates the news feed's "page published" entry; a draft leaves it as it was.
    .set(published ? { published: 1, published_at: nowIso() } : { published: 0 })
    .where('family_id', '=', familyId)
    .where('id', '=', menuId)
    .execute();
}

/** Renames a menu and, when `enabled` is given, shows or hides it. */
export async function renameMenu(
  db: Db,
  familyId: number,
  menuId: number,
  menuName: string,
  enabled: boolean | undefined,
): Promise<void> {
  await db
    .updateTable('menus')
    .set({
      menu_name: menuName,
      ...(enabled === undefined ? {} : { enabled: enabled ? 1 : 0 }),
    })
    .where('family_id', '=', familyId)
    .where('id', '=', menuId)
    .execute();
}

/** Writes back a menu's name and switches as a history record held them (a revert). */
export async function restoreMenuColumns(
  db: Db,
  familyId: number,
  menuId: number,
  columns: { menu_name?: string; enabled?: number; published?: number },
): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db
    .updateTable('menus')
    .set(columns)
    .where('family_id', '=', familyId)
    .where('id', '=', menuId)
    .execute();
}
