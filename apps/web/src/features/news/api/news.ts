import {
  createNewsPostContract,
  deleteNewsPostContract,
  newsFeedContract,
  updateNewsPostContract,
  type NewsPostInput,
} from '@familytree/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const newsRootKey = (familyId: number) => ['news', familyId] as const;

/** The merged feed, a page at a time ("Show older news" asks for the next page). */
export function useNewsFeedQuery(familyId: number) {
  return useInfiniteQuery({
    queryKey: newsRootKey(familyId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiRequest(newsFeedContract, { params: { familyId }, query: { page: pageParam } }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** Writes a new post (newsId null) or edits one; the feed is read again afterwards. */
export function useSaveNewsPostMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newsId, post }: { newsId: number | null; post: NewsPostInput }) =>
      newsId === null
        ? apiRequest(createNewsPostContract, { params: { familyId }, body: post })
        : apiRequest(updateNewsPostContract, { params: { familyId, newsId }, body: post }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsRootKey(familyId) }),
  });
}

export function useDeleteNewsPostMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsId: number) =>
      apiRequest(deleteNewsPostContract, { params: { familyId, newsId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsRootKey(familyId) }),
  });
}
