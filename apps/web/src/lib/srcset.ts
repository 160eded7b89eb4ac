import type { GalleryImage } from '@familytree/shared';

/**
 * The `srcset` of an image (gallery photos, page sections): its WebP thumbnails by width, then the stored image itself
 * (when its width is known), so the browser picks the smallest that fills the `sizes` slot.
 * Undefined for an image without thumbnails: then `src` alone is used.
 */
export function srcSetOf(image: GalleryImage): string | undefined {
  if (image.thumbnails.length === 0) return undefined;
  const entries = image.thumbnails.map((t) => `${t.url} ${t.width}w`);
  if (image.width) entries.push(`${image.url} ${image.width}w`);
  return entries.join(', ');
}

/** The smallest thumbnail at least `width` px wide, else the stored image: the `src` fallback. */
export function srcOf(image: GalleryImage, width: number): string {
  return image.thumbnails.find((t) => t.width >= width)?.url ?? image.url;
}
