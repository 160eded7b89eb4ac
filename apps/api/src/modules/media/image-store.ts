import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import type { FileStorage } from '../../infra/storage.js';
import sharp from 'sharp';
import { limits } from '@familytree/shared';
import { isCleanImage } from './image-clean.js';
import {
  outputs,
  processImage,
  type ImageHeader,
  type ProcessedImage,
} from './image-processing.js';
import { insertImage } from './media.repository.js';
import { makeThumbnails, type Thumbnail } from './thumbnails.js';

/** A fresh random name for a stored image: the name is the image's only key (decision 0004). */
export const newImageName = (extension: ProcessedImage['extension']) =>
  `${randomBytes(16).toString('hex')}.${extension}`;

export interface PreparedImage {
  name: string;
  image: ProcessedImage;
  thumbnails: Thumbnail[];
}

/**
 * What is stored for an upload whose header inspectImage read: a clean image (image-clean.ts) as
 * it came, byte for byte, else the re-encoded image; with its thumbnails either way. Answers null
 * when the file does not decode.
 */
export async function prepareImage(
  data: Buffer,
  header: ImageHeader,
): Promise<PreparedImage | null> {
  if (isCleanImage(data, header)) return keptAsItCame(data, header);
  const image = await processImage(data, header.format);
  if (!image) return null;
  const name = newImageName(image.extension);
  return { name, image, thumbnails: await makeThumbnails(name, image) };
}

/**
 * The container check says nothing about the picture's data: decoding it, which the thumbnails
 * do anyway, proves it is an image; one too narrow for any thumbnail is decoded for that alone.
 */
async function keptAsItCame(data: Buffer, header: ImageHeader): Promise<PreparedImage | null> {
  const { width, height } = header;
  const image: ProcessedImage = { data, ...outputs[header.format], width, height };
  const name = newImageName(image.extension);
  try {
    const thumbnails = await makeThumbnails(name, image);
    if (thumbnails.length === 0) {
      const { info } = await sharp(data, { limitInputPixels: limits.imageMaxPixels })
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.width !== width || info.height !== height) return null;
    }
    return { name, image, thumbnails };
  } catch {
    return null;
  }
}

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
