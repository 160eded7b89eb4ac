import {
  createNewsPostContract,
  deleteNewsPostContract,
  newsFeedContract,
  updateNewsPostContract,
  type NewsFeed,
  type NewsPost,
  type NewsPostInput,
} from '@familytree/shared';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
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

/** The version an edit or delete is based on, as If-Match (a change since then makes it 409). */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/**
 * Writes a new post (no `opened`) or edits the post as it was opened (its id and version); the feed
 * is read again afterwards.
 */
export function useSaveNewsPostMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ opened, post }: { opened: NewsPost | null; post: NewsPostInput }) =>
      opened === null
        ? apiRequest(createNewsPostContract, { params: { familyId }, body: post })
        : apiRequest(updateNewsPostContract, {
            params: { familyId, newsId: opened.newsId },
            body: post,
            headers: ifMatch(opened.version),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsRootKey(familyId) }),
  });
}

/** Deletes the post as it was shown (its version): a change since then makes the delete 409. */
export function useDeleteNewsPostMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewsPost) =>
      apiRequest(deleteNewsPostContract, {
        params: { familyId, newsId: post.newsId },
        headers: ifMatch(post.version),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsRootKey(familyId) }),
  });
}

/**
 * The post as the server holds it now, after a 409: the loaded pages of the feed are read again
 * from the server. Null when it is no longer among them (deleted meanwhile).
 */
export async function reloadNewsPost(
  queryClient: QueryClient,
  familyId: number,
  newsId: number,
): Promise<NewsPost | null> {
  await queryClient.refetchQueries({ queryKey: newsRootKey(familyId), exact: true });
  const feed = queryClient.getQueryData<InfiniteData<NewsFeed>>(newsRootKey(familyId));
  for (const item of feed?.pages.flatMap((page) => page.items) ?? [])
    if (item.kind === 'post' && item.post.newsId === newsId) return item.post;
  return null;
}
