import type { PageContent, SitePage } from '@familytree/shared';
import type { QueryClient } from '@tanstack/react-query';
import { menusAllQueryKey, type MenuWithContents } from './get-menus-all';
import { sitePagesQueryKey } from './get-site-pages';

/**
 * Applies a change to one menu of the cached draft lists (the menus and the fixed site pages, which
 * are menus too), so the editor shows it at once.
 */
export function updateDraftMenu(
  queryClient: QueryClient,
  familyId: number,
  menuId: number,
  patch: Partial<MenuWithContents> & { pageContents?: PageContent[] },
): void {
  queryClient.setQueryData<MenuWithContents[]>(menusAllQueryKey(familyId, 'draft'), (menus) =>
    menus?.map((menu) => (menu.menuId === menuId ? { ...menu, ...patch } : menu)),
  );
  queryClient.setQueryData<SitePage[]>(sitePagesQueryKey(familyId, 'draft'), (pages) =>
    pages?.map((page) => (page.menuId === menuId ? { ...page, ...patch } : page)),
  );
}
