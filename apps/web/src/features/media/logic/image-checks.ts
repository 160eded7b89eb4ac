import { messages } from '@familytree/shared';

/**
 * The spec's client check on a chosen image (part 5): an image file. A file over the 2 MB limit is
 * no longer refused here: the upload makes it smaller first (fit-image.ts, issue 16).
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return messages.content.onlyImages;
  return null;
}
