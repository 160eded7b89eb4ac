import { type Menu, type MenuRename, renameMenuContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyQueryKey } from '../../family';
import { siteContentRootKey } from './keys';
import { updateDraftMenu } from './update-menu-cache';

export function renameMenu(familyId: number, body: MenuRename): Promise<Menu> {
  return apiRequest(renameMenuContract, { params: { familyId }, body });
}

/** Renames (and shows or hides) a menu; the header's labels come from the family query. */
export function useRenameMenuMutation(familyId: number, domainName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuRename) => renameMenu(familyId, body),
    onSuccess: (menu) => {
      updateDraftMenu(queryClient, familyId, menu.menuId, menu);
      void queryClient.invalidateQueries({ queryKey: familyQueryKey(domainName) });
      void queryClient.invalidateQueries({ queryKey: siteContentRootKey(familyId) });
    },
  });
}
