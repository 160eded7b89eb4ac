import { limits, messages } from '@familytree/shared';

/**
 * Photos from phones (issue 16): the server keeps the spec's 2 MB limit, so a bigger photo (a 6 to
 * 12 MB phone picture) is made smaller here before it is sent, instead of being refused. It is
 * drawn upright (createImageBitmap applies the EXIF orientation, which the re-encoding would
 * otherwise lose) at most `maxSide` px on its long side (the server stores no more) and encoded
 * as JPEG at the highest of a few qualities that lands under the limit.
 */
export const fitLimits = {
  maxSide: 2048,
  /** Room under the server's limit, so the file part never touches it. */
  targetBytes: limits.imageMaxBytes - 64 * 1024,
  qualities: [0.86, 0.78, 0.68, 0.55],
} as const;

/** The size to draw at: the long side at most `maxSide`, never enlarged. */
export function fittedSize(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

async function encodeUnder(bitmap: ImageBitmap, maxSide: number): Promise<Blob | null> {
  const size = fittedSize(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  for (const quality of fitLimits.qualities) {
    const blob = await toBlob(canvas, quality);
    if (blob && blob.size <= fitLimits.targetBytes) return blob;
  }
  return null;
}

/**
 * The file to upload: the chosen one when it is within the limit, else a smaller JPEG of it.
 * Throws the spec's message when the file is no image, or one the browser cannot make small
 * enough (a format it cannot decode).
 */
export async function fitImageForUpload(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) throw new Error(messages.content.onlyImages);
  if (file.size <= limits.imageMaxBytes) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(messages.content.maxFileSize);
  }
  try {
    // A very detailed photo may need fewer pixels as well as a lower quality.
    const blob =
      (await encodeUnder(bitmap, fitLimits.maxSide)) ??
      (await encodeUnder(bitmap, fitLimits.maxSide / 2));
    if (!blob) throw new Error(messages.content.maxFileSize);
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
