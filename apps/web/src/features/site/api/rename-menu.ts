import { type Menu, type MenuRename, renameMenuContract } from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { familyQueryKey } from '../../family';
import { siteContentRootKey } from './keys';
import { updateDraftMenu } from './update-menu-cache';

/** A rename, and the new version of the menu's name (its answer's ETag). */
export async function renameMenu(
  familyId: number,
  body: MenuRename,
  /** The name version the editor opened: a rename by someone else since makes this one 409. */
  nameVersion: number | undefined,
): Promise<{ menu: Menu; nameVersion: number | undefined }> {
  const { body: menu, headers } = await apiRequestWithHeaders(renameMenuContract, {
    params: { familyId },
    body,
    headers: nameVersion === undefined ? undefined : { 'If-Match': `"${nameVersion}"` },
  });
  const etag = /^"(\d+)"$/.exec(headers.get('ETag') ?? '');
  return { menu, nameVersion: etag ? Number(etag[1]) : undefined };
}

/** Renames (and shows or hides) a menu; the header's labels come from the family query. */
export function useRenameMenuMutation(familyId: number, domainName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, nameVersion }: { body: MenuRename; nameVersion: number | undefined }) =>
      renameMenu(familyId, body, nameVersion),
    onSuccess: ({ menu, nameVersion }) => {
      updateDraftMenu(queryClient, familyId, menu.menuId, { ...menu, nameVersion });
      void queryClient.invalidateQueries({ queryKey: familyQueryKey(domainName) });
      void queryClient.invalidateQueries({ queryKey: siteContentRootKey(familyId) });
    },
  });
}
