import {
  deleteMediaRecordContract,
  personMediaContract,
  sourceMediaContract,
  updateMediaRecordContract,
  uploadMediaRecordContract,
  type MediaDetailsInput,
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

function useMediaWrite<T, R>(familyId: number, write: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKey(familyId) }),
  });
}

export interface MediaUploadValues {
  file: File;
  title: string;
  date: string;
  description: string;
  /** The first link: the person whose Media tab it is added on, or a source. */
  link: { personId: number } | { sourceId: number };
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
