import sharp from 'sharp';
import { limits } from '@familytree/shared';

export interface ProcessedImage {
  data: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  contentType: string;
  width: number;
  height: number;
}

export const outputs = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof outputs;

/** Pages and profiles never show an image wider or higher than this; what is stored is no larger. */
export const storedMaxSide = 2048;

// One libvips thread per image: the media service runs a few images at a time itself, and the
// operation cache only holds memory, since no upload is ever processed twice.
sharp.concurrency(1);
sharp.cache(false);

/** What an image's header says, read without decoding it. */
export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
  /** The EXIF orientation (1 is upright), when the file has one. */
  orientation?: number;
  /** libvips' name of its colour space ('srgb', 'b-w', 'cmyk', ...). */
  space?: string;
}

/**
 * Reads the header only (nothing is decoded) and answers what it says, or why the upload can't be
 * processed: not a JPEG, PNG, GIF or WebP image, or more pixels than limits.imageMaxPixels. A
 * small file can declare a huge image (a 349 KB JPEG of 7,700 x 7,700 decodes to 178 MB), so
 * this check comes before any decoding.
 */
export async function inspectImage(
  input: Buffer,
): Promise<ImageHeader | 'not-an-image' | 'too-many-pixels'> {
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) return 'not-an-image';
  const { format, width, height, orientation, space } = metadata;
  if (format !== 'jpeg' && format !== 'png' && format !== 'gif' && format !== 'webp')
    return 'not-an-image';
  if (!width || !height) return 'not-an-image';
  if (width * height > limits.imageMaxPixels) return 'too-many-pixels';
  return { format, width, height, orientation, space };
}

/**
 * Decodes the upload (proving it is an image, whatever its name or declared type says), turns it
 * upright, scales it down to at most storedMaxSide on its long side and re-encodes it, which drops
 * every metadata block (EXIF with GPS, XMP, comments). Answers null when it does not decode.
 * Call inspectImage first: it gives the format and refuses images that are too large to decode.
 */
export async function processImage(
  input: Buffer,
  format: ImageFormat,
): Promise<ProcessedImage | null> {
  const output = outputs[format];
  // Resizing right after the upright turn lets libvips shrink JPEGs while decoding them.
  const pipeline = sharp(input, { limitInputPixels: limits.imageMaxPixels }).rotate().resize({
    width: storedMaxSide,
    height: storedMaxSide,
    fit: 'inside',
    withoutEnlargement: true,
  });
  try {
    const encoded =
      output.extension === 'jpg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : output.extension === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      extension: output.extension,
      contentType: output.contentType,
      width: info.width,
      height: info.height,
    };
  } catch {
    return null;
  }
}

export const contentTypeOfName = (name: string): string | null =>
  name.endsWith('.jpg')
    ? 'image/jpeg'
    : name.endsWith('.png')
      ? 'image/png'
      : name.endsWith('.webp')
        ? 'image/webp'
        : null;
