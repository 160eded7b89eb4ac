import { pageContentContract } from '@familytree/shared';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { updateDraftMenu } from './update-menu-cache';

/**
 * The version of a page the editor opened (docs/decisions/0023): the ETag of the draft read, sent
 * back as If-Match with every save, so that a save over someone else's newer one is refused (409).
 * Kept apart from the content caches: it changes only when this editor saves or reloads.
 */
export const pageVersionKey = (familyId: number, menuId: number) =>
  ['site-page-version', familyId, menuId] as const;

/**
 * Reads the draft and its version together and shows those sections, so the version always
 * belongs to what the editor shows.
 */
const pageVersionOptions = (queryClient: QueryClient, familyId: number, menuId: number) =>
  queryOptions({
    queryKey: pageVersionKey(familyId, menuId),
    queryFn: async ({ signal }) => {
      const { body, headers } = await apiRequestWithHeaders(pageContentContract, {
        params: { familyId, menuId },
        query: { draft: 'true' },
        signal,
      });
      updateDraftMenu(queryClient, familyId, menuId, { pageContents: body });
      return headers.get('ETag');
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function usePageVersionQuery(familyId: number, menuId: number) {
  return useQuery(pageVersionOptions(useQueryClient(), familyId, menuId));
}

/** The If-Match header of a save (the version is read first if the editor has none yet). */
export async function ifMatch(queryClient: QueryClient, familyId: number, menuId: number) {
  const version = await queryClient.ensureQueryData(
    pageVersionOptions(queryClient, familyId, menuId),
  );
  return version ? { 'If-Match': version } : undefined;
}

/** After a save: its answer's version is the next save's If-Match. */
export function keepVersion(
  queryClient: QueryClient,
  familyId: number,
  menuId: number,
  headers: Headers,
) {
  const version = headers.get('ETag');
  if (version) queryClient.setQueryData(pageVersionKey(familyId, menuId), version);
}
