import { limits, messages } from '@familytree/shared';

/** The spec's client checks on a chosen image (part 5): an image file of at most 2 MB. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return messages.content.onlyImages;
  if (file.size > limits.imageMaxBytes) return messages.content.maxFileSize;
  return null;
}
