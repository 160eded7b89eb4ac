import { type PageContentInput, saveDraftContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { ifMatch, keepVersion } from './page-version';
import { updateDraftMenu } from './update-menu-cache';

/**
 * Keeps the admin's edited section list on the server after every add, edit or delete, so closing
 * the browser loses nothing; the menu becomes unpublished until Publish. Sent with the version the
 * editor opened: a newer save by someone else makes this one 409.
 */
export function useSaveDraftMutation(familyId: number, menuId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sections: PageContentInput[]) =>
      apiRequestWithHeaders(saveDraftContract, {
        params: { familyId, menuId },
        body: sections,
        headers: await ifMatch(queryClient, familyId, menuId),
      }),
    onSuccess: ({ body, headers }) => {
      keepVersion(queryClient, familyId, menuId, headers);
      updateDraftMenu(queryClient, familyId, menuId, { pageContents: body, published: false });
    },
  });
}
