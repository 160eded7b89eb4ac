import { type PageContent, type PageContentInput, saveDraftContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateDraftMenu } from './update-menu-cache';

export function saveDraft(
  familyId: number,
  menuId: number,
  sections: PageContentInput[],
): Promise<PageContent[]> {
  return apiRequest(saveDraftContract, { params: { familyId, menuId }, body: sections });
}

/**
 * Keeps the admin's edited section list on the server after every add, edit or delete, so closing
 * the browser loses nothing; the menu becomes unpublished until Publish.
 */
export function useSaveDraftMutation(familyId: number, menuId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sections: PageContentInput[]) => saveDraft(familyId, menuId, sections),
    onSuccess: (saved) => {
      updateDraftMenu(queryClient, familyId, menuId, { pageContents: saved, published: false });
    },
  });
}
