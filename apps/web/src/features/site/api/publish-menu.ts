import { type PageContent, type PageContentInput, publishMenuContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyQueryKey } from '../../family';
import { siteContentRootKey } from './keys';
import { updateDraftMenu } from './update-menu-cache';

export function publishMenu(
  familyId: number,
  menuId: number,
  sections: PageContentInput[],
): Promise<PageContent[]> {
  return apiRequest(publishMenuContract, { params: { familyId, menuId }, body: sections });
}

/** Replaces what visitors see with the given sections and marks the menu published. */
export function usePublishMenuMutation(familyId: number, menuId: number, domainName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sections: PageContentInput[]) => publishMenu(familyId, menuId, sections),
    onSuccess: (saved) => {
      updateDraftMenu(queryClient, familyId, menuId, { pageContents: saved, published: true });
      void queryClient.invalidateQueries({ queryKey: siteContentRootKey(familyId) });
      void queryClient.invalidateQueries({ queryKey: familyQueryKey(domainName) });
    },
  });
}
