import { apiPaths, messages, type ApiErrorBody } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../auth/session-store';

export interface UploadedImage {
  name: string;
}

/** Sends one image as multipart field `file` to the family's sub-domain (spec part 7). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const token = readSession()?.token;
  let response: Response;
  try {
    response = await fetch(new URL(apiPaths.uploadImage, window.location.origin), {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {},
      body: form,
    });
  } catch {
    throw new ApiError(
      0,
      'The server could not be reached. Check your connection and try again.',
      'NETWORK',
    );
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      body.message ?? messages.common.serverError,
      body.code ?? 'UNKNOWN',
      body.fields ?? {},
    );
  }
  return payload as UploadedImage;
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
