import { type Menu, menusAllContract, type PageContent } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { siteContentRootKey, type ContentVersion } from './keys';

/** `nameVersion`: the draft read only, the version of the menu's name a rename sends back. */
export type MenuWithContents = Menu & { pageContents: PageContent[]; nameVersion?: number };

export const menusAllQueryKey = (familyId: number, version: ContentVersion) =>
  [...siteContentRootKey(familyId), 'menus', version] as const;

/** The four menus with their sections; the draft version is for the family admin only. */
export function getMenusAll(
  familyId: number,
  version: ContentVersion,
): Promise<MenuWithContents[]> {
  return apiRequest(menusAllContract, {
    params: { familyId },
    query: { draft: version === 'draft' ? 'true' : undefined },
  });
}

export function useMenusAllQuery(familyId: number, version: ContentVersion) {
  return useQuery({
    queryKey: menusAllQueryKey(familyId, version),
    queryFn: () => getMenusAll(familyId, version),
    // A refusal (401/403) is an answer: don't retry it.
    retry: (count, error) =>
      count < 2 && ![401, 403].includes((error as { status?: number }).status ?? 0),
  });
}
