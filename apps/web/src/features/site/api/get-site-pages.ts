import { type SitePage, sitePagesContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { siteContentRootKey, type ContentVersion } from './keys';

export const sitePagesQueryKey = (familyId: number, version: ContentVersion) =>
  [...siteContentRootKey(familyId), 'site-pages', version] as const;

/** Article, History, Privacy, Terms and Help; the draft version is for the family admin only. */
export function useSitePagesQuery(familyId: number, version: ContentVersion) {
  return useQuery({
    queryKey: sitePagesQueryKey(familyId, version),
    queryFn: (): Promise<SitePage[]> =>
      apiRequest(sitePagesContract, {
        params: { familyId },
        query: { draft: version === 'draft' ? 'true' : undefined },
      }),
    retry: (count, error) =>
      count < 2 && ![401, 403].includes((error as { status?: number }).status ?? 0),
  });
}
