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

export function useGalleryGroupsQuery(familyId: number, by: GalleryGrouping) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: [...galleryRoot, 'groups', familyId, by, viewer],
    queryFn: ({ signal }) =>
      apiRequest(galleryGroupsContract, { params: { familyId }, query: { by }, signal }),
  });
}

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

export const useUpdateAlbum = (familyId: number) =>
  useGalleryMutation((v: { albumId: number; body: AlbumInput }) =>
    apiRequest(updateAlbumContract, { params: { familyId, albumId: v.albumId }, body: v.body }),
  );

export const useDeleteAlbum = (familyId: number) =>
  useGalleryMutation((albumId: number) =>
    apiRequest(deleteAlbumContract, { params: { familyId, albumId } }),
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
