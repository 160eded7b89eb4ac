import type { PageContent } from '@familytree/shared';
import type { QueryClient } from '@tanstack/react-query';
import { menusAllQueryKey, type MenuWithContents } from './get-menus-all';

/** Applies a change to one menu of the cached draft list, so the editor shows it at once. */
export function updateDraftMenu(
  queryClient: QueryClient,
  familyId: number,
  menuId: number,
  patch: Partial<MenuWithContents> & { pageContents?: PageContent[] },
): void {
  queryClient.setQueryData<MenuWithContents[]>(menusAllQueryKey(familyId, 'draft'), (menus) =>
    menus?.map((menu) => (menu.menuId === menuId ? { ...menu, ...patch } : menu)),
  );
}
