import {
  addAlbumPhotoContract,
  createAlbumContract,
  deleteAlbumContract,
  galleryGroupsContract,
  galleryLimits,
  galleryPhotosContract,
  removeAlbumPhotoContract,
  updateAlbumContract,
  type AlbumInput,
  type GalleryGroup,
  type GalleryGrouping,
} from '@familytree/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/** Every gallery query starts with this, so any album change refreshes them all. */
const galleryRoot = ['gallery'] as const;

/** What a viewer may manage differs per account: the user is part of each key. */
function useViewerKey(): number {
  return useSession()?.userId ?? 0;
}

const groupsQuery = (familyId: number, by: GalleryGrouping, viewer: number) => ({
  queryKey: [...galleryRoot, 'groups', familyId, by, viewer],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(galleryGroupsContract, { params: { familyId }, query: { by }, signal }),
});

export function useGalleryGroupsQuery(familyId: number, by: GalleryGrouping) {
  return useQuery(groupsQuery(familyId, by, useViewerKey()));
}

/**
 * Reads an album again from the server (not from the cached list a conflict was about), with its
 * current version: what an editor reloads after a 409. Undefined when the album is gone.
 */
export function useFreshAlbum(familyId: number) {
  const client = useQueryClient();
  const viewer = useViewerKey();
  return async (albumId: number): Promise<GalleryGroup | undefined> => {
    const { groups } = await client.fetchQuery({
      ...groupsQuery(familyId, 'album', viewer),
      staleTime: 0,
    });
    return groups.find((group) => group.albumId === albumId);
  };
}

/** The If-Match of a write based on the album's version the editor opened (docs/decisions/0023). */
const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { 'If-Match': `"${version}"` };

/** The photos of one group, a page at a time ("Show more" asks for the next). */
export function useGalleryPhotosQuery(familyId: number, by: GalleryGrouping, group: string) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: [...galleryRoot, 'photos', familyId, by, group, viewer],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(galleryPhotosContract, {
        params: { familyId },
        query: { by, group, page: pageParam, pageSize: galleryLimits.photoPageSize },
        signal,
      }),
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

function useGalleryMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: galleryRoot }),
  });
}

export const useCreateAlbum = (familyId: number) =>
  useGalleryMutation((body: AlbumInput) =>
    apiRequest(createAlbumContract, { params: { familyId }, body }),
  );

/** A rename based on the version the dialog opened: a change by someone else since is a 409. */
export const useUpdateAlbum = (familyId: number) =>
  useGalleryMutation((v: { albumId: number; body: AlbumInput; version: number | undefined }) =>
    apiRequest(updateAlbumContract, {
      params: { familyId, albumId: v.albumId },
      body: v.body,
      headers: ifMatch(v.version),
    }),
  );

/** A delete of the album as the editor saw it: changed by someone else since, a 409. */
export const useDeleteAlbum = (familyId: number) =>
  useGalleryMutation((v: { albumId: number; version: number | undefined }) =>
    apiRequest(deleteAlbumContract, {
      params: { familyId, albumId: v.albumId },
      headers: ifMatch(v.version),
    }),
  );

export const useAddAlbumPhoto = (familyId: number) =>
  useGalleryMutation((v: { albumId: number; image: string; caption: string }) =>
    apiRequest(addAlbumPhotoContract, {
      params: { familyId, albumId: v.albumId },
      body: { image: v.image, caption: v.caption },
    }),
  );

export const useRemoveAlbumPhoto = (familyId: number) =>
  useGalleryMutation((v: { albumId: number; photoId: number }) =>
    apiRequest(removeAlbumPhotoContract, {
      params: { familyId, albumId: v.albumId, photoId: v.photoId },
    }),
  );
