import {
  createMediaLinkContract,
  deleteMediaLinkContract,
  deleteMediaRecordContract,
  familyMediaContract,
  personMediaContract,
  sourceMediaContract,
  updateMediaRecordContract,
  unionMediaContract,
  uploadMediaRecordContract,
  type MediaDetailsInput,
  type MediaLinkInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every media query of a family under one key: a write reads them all again. */
const mediaKey = (familyId: number) => ['media-records', familyId] as const;

/** A person's media: their records, then their profile's and the gallery's photos of them. */
export function usePersonMediaQuery(familyId: number, personId: number) {
  return useQuery({
    queryKey: [...mediaKey(familyId), 'person', personId],
    queryFn: ({ signal }) =>
      apiRequest(personMediaContract, { params: { familyId, personId }, signal }),
  });
}

/** The media records linked to a source. */
export function useSourceMediaQuery(familyId: number, sourceId: number) {
  return useQuery({
    queryKey: [...mediaKey(familyId), 'source', sourceId],
    queryFn: ({ signal }) =>
      apiRequest(sourceMediaContract, { params: { familyId, sourceId }, signal }),
  });
}

/** A couple's media records. */
export function useUnionMediaQuery(familyId: number, unionId: number) {
  return useQuery({
    queryKey: [...mediaKey(familyId), 'union', unionId],
    queryFn: ({ signal }) =>
      apiRequest(unionMediaContract, { params: { familyId, unionId }, signal }),
  });
}

/** The family's media records (newest first, at most 50), those titled with `q` if given. */
export function useFamilyMediaQuery(familyId: number, q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: [...mediaKey(familyId), 'family', term],
    queryFn: ({ signal }) =>
      apiRequest(familyMediaContract, {
        params: { familyId },
        query: term ? { q: term } : {},
        signal,
      }),
  });
}

/**
 * The research feature's queries (its `researchKey`): the citations it lists carry their media,
 * so a media write reads them again too.
 */
const researchKey = (familyId: number) => ['research', familyId] as const;

function useMediaWrite<T, R>(familyId: number, write: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaKey(familyId) }),
        queryClient.invalidateQueries({ queryKey: researchKey(familyId) }),
      ]),
  });
}

/** What media are added on: a person, a couple, a source or a citation. */
export type MediaSubject =
  { personId: number } | { unionId: number } | { sourceId: number } | { citationId: number };

export interface MediaUploadValues {
  file: File;
  title: string;
  date: string;
  description: string;
  /** The first link: the person whose Media tab it is added on, a couple, a source, a citation. */
  link: MediaSubject;
}

/** Uploads an image or a PDF with its words, as multipart (the file last, after its fields). */
export function useUploadMediaMutation(familyId: number) {
  return useMediaWrite(familyId, (values: MediaUploadValues) => {
    const form = new FormData();
    if (values.title.trim()) form.append('title', values.title);
    if (values.date.trim()) form.append('date', values.date);
    if (values.description.trim()) form.append('description', values.description);
    for (const [field, id] of Object.entries(values.link)) form.append(field, String(id));
    form.append('file', values.file);
    return apiRequest(uploadMediaRecordContract, { params: { familyId }, body: form });
  });
}

export function useUpdateMediaMutation(familyId: number) {
  return useMediaWrite(familyId, (value: { mediaId: number; body: MediaDetailsInput }) =>
    apiRequest(updateMediaRecordContract, {
      params: { familyId, mediaId: value.mediaId },
      body: value.body,
    }),
  );
}

export function useDeleteMediaMutation(familyId: number) {
  return useMediaWrite(familyId, (mediaId: number) =>
    apiRequest(deleteMediaRecordContract, { params: { familyId, mediaId } }),
  );
}

/** Links an existing record to one more person, couple, source or citation. */
export function useLinkMediaMutation(familyId: number) {
  return useMediaWrite(familyId, (value: { mediaId: number; body: MediaLinkInput }) =>
    apiRequest(createMediaLinkContract, {
      params: { familyId, mediaId: value.mediaId },
      body: value.body,
    }),
  );
}

/** Removes one link of a record; the record stays. */
export function useUnlinkMediaMutation(familyId: number) {
  return useMediaWrite(familyId, (value: { mediaId: number; linkId: number }) =>
    apiRequest(deleteMediaLinkContract, {
      params: { familyId, mediaId: value.mediaId, linkId: value.linkId },
    }),
  );
}
