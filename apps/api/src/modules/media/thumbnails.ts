import sharp from 'sharp';
import { thumbnailName, thumbnailWidths } from '@familytree/shared';

export interface Thumbnail {
  name: string;
  width: number;
  data: Buffer;
}

/**
 * WebP copies of a stored image at the gallery's widths (decision 0021), made once at upload so
 * that a page of thumbnails costs a few kilobytes each instead of the whole image. Only widths
 * below the image's own are made: a small image is shown as it is.
 */
export async function makeThumbnails(
  name: string,
  stored: { data: Buffer; width: number },
): Promise<Thumbnail[]> {
  const widths = thumbnailWidths.filter((w) => w < stored.width);
  if (widths.length === 0) return [];
  // Decoded once; each width resizes a clone of the same pipeline.
  const source = sharp(stored.data);
  return Promise.all(
    widths.map(async (width) => ({
      name: thumbnailName(name, width),
      width,
      data: await source.clone().resize({ width }).webp({ quality: 70, effort: 2 }).toBuffer(),
    })),
  );
}
