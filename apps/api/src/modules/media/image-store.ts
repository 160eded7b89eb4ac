import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import type { FileStorage } from '../../infra/storage.js';
import type { ProcessedImage } from './image-processing.js';
import { insertImage } from './media.repository.js';
import type { Thumbnail } from './thumbnails.js';

/** A fresh random name for a stored image: the name is the image's only key (decision 0004). */
export const newImageName = (extension: ProcessedImage['extension']) =>
  `${randomBytes(16).toString('hex')}.${extension}`;

/**
 * Writes a processed image and its thumbnails, then records it for the family. The row comes
 * last, so an image is never listed before all of its files are there.
 */
export async function saveImage(
  db: Db,
  storage: FileStorage,
  input: {
    familyId: number;
    uploadedBy: number | null;
    name: string;
    image: ProcessedImage;
    thumbnails: Thumbnail[];
  },
): Promise<void> {
  const { image } = input;
  await storage.put(input.name, image.data);
  for (const thumbnail of input.thumbnails) await storage.put(thumbnail.name, thumbnail.data);
  await insertImage(db, {
    familyId: input.familyId,
    name: input.name,
    size: image.data.length,
    contentType: image.contentType,
    uploadedBy: input.uploadedBy,
    createdAt: nowIso(),
    width: image.width,
    height: image.height,
    thumbnailWidths: input.thumbnails.map((t) => t.width),
  });
}
