import { type PageContentInput, publishMenuContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { familyQueryKey } from '../../family';
import { siteContentRootKey } from './keys';
import { ifMatch, keepVersion } from './page-version';
import { updateDraftMenu } from './update-menu-cache';

/** Replaces what visitors see with the given sections and marks the menu published. */
export function usePublishMenuMutation(familyId: number, menuId: number, domainName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sections: PageContentInput[]) =>
      apiRequestWithHeaders(publishMenuContract, {
        params: { familyId, menuId },
        body: sections,
        headers: await ifMatch(queryClient, familyId, menuId),
      }),
    onSuccess: ({ body, headers }) => {
      keepVersion(queryClient, familyId, menuId, headers);
      updateDraftMenu(queryClient, familyId, menuId, { pageContents: body, published: true });
      void queryClient.invalidateQueries({ queryKey: siteContentRootKey(familyId) });
      void queryClient.invalidateQueries({ queryKey: familyQueryKey(domainName) });
    },
  });
}
