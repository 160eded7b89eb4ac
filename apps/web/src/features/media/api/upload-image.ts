import { uploadImageContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fitImageForUpload } from '../logic/fit-image';

export interface UploadedImage {
  name: string;
}

/**
 * Sends one image as multipart field `file` to the family's sub-domain (spec part 7). Every
 * upload of the app comes here, so a photo over 2 MB is made smaller here, once (issue 16).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', await fitImageForUpload(file));
  return apiRequest(uploadImageContract, { body: form });
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
