import sharp from 'sharp';

export interface ProcessedImage {
  data: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  contentType: string;
}

const outputs = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

// Big enough for any photo a phone takes; the 2 MB upload limit keeps real files far below it.
const maxPixels = 60_000_000;

/**
 * Decodes the upload to prove it is an image (whatever its name or declared type says), turns it
 * upright and re-encodes it, which drops every metadata block (EXIF with GPS, XMP, comments).
 * Answers null for anything that is not a JPEG, PNG, GIF or WebP image.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage | null> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: maxPixels }).metadata()).format;
  } catch {
    return null;
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'gif' && format !== 'webp') return null;
  const output = outputs[format];
  const pipeline = sharp(input, { limitInputPixels: maxPixels }).rotate();
  try {
    const data =
      output.extension === 'jpg'
        ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : output.extension === 'png'
          ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
          : await pipeline.webp({ quality: 85 }).toBuffer();
    return { data, extension: output.extension, contentType: output.contentType };
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
