import { type PageContent, pageContentContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { siteContentRootKey, type ContentVersion } from './keys';

export const pageContentQueryKey = (familyId: number, menuId: number, version: ContentVersion) =>
  [...siteContentRootKey(familyId), 'page', menuId, version] as const;

export function getPageContent(
  familyId: number,
  menuId: number,
  version: ContentVersion,
): Promise<PageContent[]> {
  return apiRequest(pageContentContract, {
    params: { familyId, menuId },
    query: { draft: version === 'draft' ? 'true' : undefined },
  });
}

/** The sections of one menu; visitors (and the public pages) get the published version. */
export function usePageContentQuery(
  familyId: number,
  menuId: number | null,
  version: ContentVersion = 'published',
) {
  return useQuery({
    queryKey: pageContentQueryKey(familyId, menuId ?? 0, version),
    queryFn: () => getPageContent(familyId, menuId ?? 0, version),
    enabled: menuId !== null,
  });
}
