import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { newestOfSection, newestPerEntity } from '../history/history-versions.js';
import {
  assertCurrentVersion,
  lockForEdit,
  recordChange,
  type Fields,
} from '../history/history.writer.js';
import { findMenu, restoreMenuColumns, sectionsOf } from './page-contents.repository.js';
import {
  replaceSections,
  type ContentVersion,
  type SectionToStore,
} from '../data/site-menus.repository.js';

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

/**
 * What a revert may write back, by record section: a rename (name, shown or hidden), a draft (its
 * sections; the "published" switch a draft turns off) and a publishing (the sections visitors
 * see, issue 29).
 */
export const revertibleMenuFields: Record<string, readonly string[]> = {
  menu: ['menu_name', 'enabled'],
  page: ['draft_sections', 'published_sections', 'published'],
};

/** Writes back the fields of `menuState` a revert restores (those of revertibleMenuFields). */
export async function restoreMenuFields(
  trx: Db,
  familyId: number,
  menuId: number,
  fields: Fields,
): Promise<void> {
  const { draft_sections: draft, published_sections: published, ...columns } = fields;
  await restoreMenuColumns(trx, familyId, menuId, columns as Record<string, never>);
  if (draft !== undefined)
    await replaceSections(trx, familyId, menuId, 'draft', draft as SectionToStore[]);
  if (published !== undefined)
    await replaceSections(trx, familyId, menuId, 'published', published as SectionToStore[]);
}

/**
 * A page's version (docs/decisions/0023): the id of the newest record of its contents (drafts,
 * publishing, reverts of a draft), 0 when it has none. Sent as the ETag of the draft read and of
 * every save; a save may send it back as If-Match.
 */
const pageRef = (menuId: number) => ({ entityType: 'menu', entityId: menuId, section: 'page' });

export async function pageVersion(db: Db, menuId: number): Promise<number> {
  return (await newestOfSection(db, pageRef(menuId)))?.id ?? 0;
}

/** Holds the menu until the transaction ends; a save based on an older version than now: 409. */
export async function lockPage(trx: Db, menuId: number, version: number | undefined) {
  await lockForEdit(trx, 'menus', menuId);
  if (version !== undefined) await assertCurrentVersion(trx, pageRef(menuId), version);
}

/**
 * A menu's name version: the id of the newest record of its name and shown/hidden switch (renames
 * and their reverts), kept apart from the page's, so renaming a menu never conflicts with editing
 * its page. Sent as `nameVersion` of the draft menus read and as the ETag of a rename.
 */
const nameRef = (menuId: number) => ({ entityType: 'menu', entityId: menuId, section: 'menu' });

export async function menuNameVersion(db: Db, menuId: number): Promise<number> {
  return (await newestOfSection(db, nameRef(menuId)))?.id ?? 0;
}

/** Every menu's name version of a family, in one statement (menus never renamed are missing). */
export function menuNameVersions(db: Db, familyId: number): Promise<Map<number, number>> {
  return newestPerEntity(db, familyId, 'menu', 'menu');
}

/** A rename's lock and check, as lockPage's for the page. */
export async function lockMenuName(trx: Db, menuId: number, version: number | undefined) {
  await lockForEdit(trx, 'menus', menuId);
  if (version !== undefined) await assertCurrentVersion(trx, nameRef(menuId), version);
}
