import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { recordChange, type Fields } from '../history/history.writer.js';
import { findMenu, sectionsOf, type ContentVersion } from './page-contents.repository.js';

/** A menu's state as its history records show it: name, switches and both versions' sections. */
export async function menuState(trx: Db, familyId: number, menuId: number): Promise<Fields> {
  const menu = await findMenu(trx, familyId, menuId);
  const sections = async (version: ContentVersion) =>
    (await sectionsOf(trx, familyId, menuId, version)).map(
      ({ pageContentId: _id, imageUrl: _url, ...section }) => section,
    );
  return {
    menu_name: menu?.menu_name ?? null,
    enabled: menu?.enabled ?? null,
    published: menu?.published ?? null,
    draft_sections: await sections('draft'),
    published_sections: await sections('published'),
  };
}

/** One record of a website write: `section` "page" for a page's contents, "menu" for its name. */
export function recordSiteChange(
  trx: Db,
  user: AuthUser,
  familyId: number,
  menuId: number,
  action: string,
  before: Fields,
  after: Fields,
) {
  return recordChange(trx, {
    familyId,
    user,
    action,
    entityType: 'menu',
    entityId: menuId,
    personId: null,
    section: action === 'site.rename' ? 'menu' : 'page',
    before,
    after,
  });
}
