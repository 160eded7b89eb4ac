import { uploadImageContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface UploadedImage {
  name: string;
}

/** Sends one image as multipart field `file` to the family's sub-domain (spec part 7). */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(uploadImageContract, { body: form });
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
