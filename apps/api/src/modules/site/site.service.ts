import type {
  Menu,
  MenuRename,
  PageContent,
  pageContentListSchema,
  SitePage,
} from '@familytree/shared';
import type { z } from 'zod';
import {
  isBlankRichText,
  limits,
  messages,
  richTextLength,
  sitePageMessages,
} from '@familytree/shared';
import { inTransaction } from '../../infra/transactions.js';
import {
  lockMenuName,
  lockPage,
  menuNameVersion,
  menuNameVersions,
  menuState,
  pageVersion,
  recordSiteChange,
} from './site-history.js';
import type { AppContext } from '../../infra/context.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { sanitizeRichText } from '../../infra/rich-text.js';
import type { AuthUser } from '../../infra/authentication.js';
import { assertFamilyAdmin, imageOwnershipCheck } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findFamilyById, menusOfFamily } from '../data/families.repository.js';
import { findMenu, renameMenu, sectionsOf, setMenuPublished } from './page-contents.repository.js';
import {
  replaceSections,
  type ContentVersion,
  type SectionToStore,
} from '../data/site-menus.repository.js';
import { isSitePage, sitePagesOf } from './site-pages.repository.js';
import { serverText } from '../../infra/user-text.js';

export type MenuWithContents = Menu & { pageContents: PageContent[]; nameVersion?: number };
/** A page's section list, as its contract parsed it. */
type Sections = z.output<typeof pageContentListSchema>;

export function createSiteService({ db }: AppContext) {
  const requireFamilyAdmin = (scope: RequestScope) =>
    assertFamilyAdmin(scope, serverText('site.adminOnly'));

  async function menuOf(familyId: number, menuId: number) {
    const menu = await findMenu(db, familyId, menuId);
    if (!menu) throw notFound(serverText('site.noMenu'));
    return menu;
  }

  /** Validates, sanitizes and checks image ownership of a whole section list; throws before any write. */
  async function cleanSections(familyId: number, sections: Sections): Promise<SectionToStore[]> {
    const checkImage = await imageOwnershipCheck(
      db,
      familyId,
      sections.map((s) => s.image),
    );
    const cleaned: SectionToStore[] = [];
    for (const [index, s] of sections.entries()) {
      const imageDescription = sanitizeRichText(s.imageDescription);
      if (richTextLength(imageDescription) > limits.imageDescriptionMax) {
        throw invalidInput({
          [`${index}.imageDescription`]: messages.content.imageDescriptionTooLong,
        });
      }
      checkImage(`${index}.image`, s.image);
      const content = sanitizeRichText(s.content);
      // A section with nothing in it would publish as a blank gap in the page (issue 17).
      if (s.title === '' && !s.image && isBlankRichText(content))
        throw invalidInput({ [`${index}.title`]: messages.content.emptySection });
      cleaned.push({
        title: s.title,
        titleClass: s.titleClass,
        image: s.image,
        imageDescription,
        imagePosition: s.imagePosition,
        content,
      });
    }
    return cleaned;
  }

  /** Every check before a page is written, so a refused draft or publish changes nothing. */
  async function sectionsToWrite(
    scope: RequestScope,
    menuId: number,
    sections: Sections,
  ): Promise<{ admin: AuthUser; sections: SectionToStore[] }> {
    const { familyId } = scope;
    const admin = await requireFamilyAdmin(scope);
    await menuOf(familyId, menuId);
    return { admin, sections: await cleanSections(familyId, sections) };
  }

  return {
    /**
     * Who may change the website, asked before a write's body is validated (issue 28): 401 for a
     * visitor, 403 for anyone but the family admin, then 404 for a page the family does not have.
     */
    async assertMayEdit(scope: RequestScope, menuId?: number) {
      await requireFamilyAdmin(scope);
      if (menuId !== undefined) await menuOf(scope.familyId, menuId);
    },

    /** Visitors get the published sections; a family admin may ask for the draft. */
    async pageContent(scope: RequestScope, menuId: number, draft: boolean): Promise<PageContent[]> {
      const { familyId } = scope;
      await menuOf(familyId, menuId);
      if (draft) await requireFamilyAdmin(scope);
      return sectionsOf(db, familyId, menuId, draft ? 'draft' : 'published');
    },

    /** The version of a page's contents, for an editor (the draft read and the saves' ETag). */
    pageVersion: (menuId: number) => pageVersion(db, menuId),

    /** The version of a menu's name, for an editor (the rename's ETag). */
    menuNameVersion: (menuId: number) => menuNameVersion(db, menuId),

    async menusAll(scope: RequestScope, draft: boolean): Promise<MenuWithContents[]> {
      const { familyId } = scope;
      if (draft) await requireFamilyAdmin(scope);
      const version: ContentVersion = draft ? 'draft' : 'published';
      const menus = await menusOfFamily(db, familyId);
      if (menus.length === 0 && !(await findFamilyById(db, familyId))) {
        throw notFound(serverText('site.noFamily'));
      }
      // The editor's read carries each menu's name version, which a rename sends back.
      const nameVersions = draft ? await menuNameVersions(db, familyId) : null;
      return Promise.all(
        menus.map(async (m) => ({
          ...m,
          pageContents: await sectionsOf(db, familyId, m.menuId, version),
          ...(nameVersions ? { nameVersion: nameVersions.get(m.menuId) ?? 0 } : {}),
        })),
      );
    },

    /** Article, History, Privacy, Terms and Help: published for everyone, drafts for the admin. */
    async sitePages(scope: RequestScope, draft: boolean): Promise<SitePage[]> {
      if (draft) await requireFamilyAdmin(scope);
      return sitePagesOf(db, scope.familyId, draft ? 'draft' : 'published');
    },

    async rename(
      scope: RequestScope,
      input: MenuRename,
      /** The name version the editor loaded (If-Match); a stale one is 409, nothing saved. */
      version?: number,
    ): Promise<Menu> {
      const { familyId } = scope;
      const admin = await requireFamilyAdmin(scope);
      const menu = await menuOf(familyId, input.menuId);
      if (isSitePage(menu)) throw invalidInput({ menuId: sitePageMessages.fixedName });
      await inTransaction(db, async (trx) => {
        await lockMenuName(trx, input.menuId, version);
        const before = await menuState(trx, familyId, input.menuId);
        await renameMenu(trx, familyId, input.menuId, input.menuName, input.enabled);
        const after = await menuState(trx, familyId, input.menuId);
        await recordSiteChange(trx, admin, familyId, input.menuId, 'site.rename', before, after);
      });
      return (await menusOfFamily(db, familyId)).find((m) => m.menuId === input.menuId)!;
    },

    /** Keeps the admin's unpublished edits; visitors keep seeing the published version. */
    async saveDraft(
      scope: RequestScope,
      menuId: number,
      input: Sections,
      /** The version the editor loaded (If-Match); a stale one is 409, nothing saved. */
      version?: number,
    ): Promise<PageContent[]> {
      const { familyId } = scope;
      const { admin, sections } = await sectionsToWrite(scope, menuId, input);
      await inTransaction(db, async (trx) => {
        await lockPage(trx, menuId, version);
        const before = await menuState(trx, familyId, menuId);
        await replaceSections(trx, familyId, menuId, 'draft', sections);
        await setMenuPublished(trx, familyId, menuId, false);
        const after = await menuState(trx, familyId, menuId);
        await recordSiteChange(trx, admin, familyId, menuId, 'site.draft', before, after);
      });
      return sectionsOf(db, familyId, menuId, 'draft');
    },

    /** Replaces the published sections (and the draft) with the list, in one transaction. */
    async publish(
      scope: RequestScope,
      menuId: number,
      input: Sections,
      version?: number,
    ): Promise<PageContent[]> {
      const { familyId } = scope;
      const { admin, sections } = await sectionsToWrite(scope, menuId, input);
      await inTransaction(db, async (trx) => {
        await lockPage(trx, menuId, version);
        const before = await menuState(trx, familyId, menuId);
        await replaceSections(trx, familyId, menuId, 'published', sections);
        await replaceSections(trx, familyId, menuId, 'draft', sections);
        await setMenuPublished(trx, familyId, menuId, true);
        const after = await menuState(trx, familyId, menuId);
        await recordSiteChange(trx, admin, familyId, menuId, 'site.publish', before, after);
      });
      return sectionsOf(db, familyId, menuId, 'published');
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
