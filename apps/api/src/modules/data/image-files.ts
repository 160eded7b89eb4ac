import { imageUrl, thumbnailName, type GalleryImage } from '@familytree/shared';

/** An uploaded image's row: its size and the widths of its thumbnails ("320,640"). */
export interface ImageRow {
  name: string;
  width: number | null;
  height: number | null;
  thumbnail_widths: string | null;
}

/**
 * An uploaded image as every page shows it (the gallery, a site page's section): its URL, size and
 * thumbnails, narrowest first. Without a row (the file is not known) it has its URL only.
 */
export function galleryImage(name: string, row: ImageRow | undefined): GalleryImage {
  const widths = (row?.thumbnail_widths ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    name,
    url: imageUrl(name)!,
    width: row?.width ?? null,
    height: row?.height ?? null,
    thumbnails: widths.map((width) => ({ url: imageUrl(thumbnailName(name, width))!, width })),
  };
}
