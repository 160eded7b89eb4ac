import { Box } from '@mui/material';
import type { GalleryImage } from '@familytree/shared';
import { srcOf, srcSetOf } from '../../../lib/srcset';

/**
 * A gallery image from its thumbnails: `srcset` by width with the slot's `sizes`, lazily loaded
 * (eager for a lightbox photo), with its size given so the page does not jump while it loads.
 */
export function GalleryImg(props: {
  image: GalleryImage;
  alt: string;
  sizes: string;
  /** The width the `src` fallback should cover. */
  fallbackWidth: number;
  eager?: boolean;
  fit?: 'cover' | 'contain';
}) {
  const { image, alt, sizes, fallbackWidth, eager, fit = 'cover' } = props;
  return (
    <Box
      component="img"
      src={srcOf(image, fallbackWidth)}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: fit }}
    />
  );
}
