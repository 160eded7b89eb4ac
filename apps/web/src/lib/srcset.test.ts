import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@familytree/shared';
import { srcOf, srcSetOf } from './srcset';

const image: GalleryImage = {
  name: 'a.jpg',
  url: '/i/a.jpg',
  width: 1200,
  height: 800,
  thumbnails: [
    { url: '/i/a-w240.webp', width: 240 },
    { url: '/i/a-w480.webp', width: 480 },
  ],
};

describe('gallery image sources', () => {
  it('offers the thumbnails and the stored image by width', () => {
    expect(srcSetOf(image)).toBe('/i/a-w240.webp 240w, /i/a-w480.webp 480w, /i/a.jpg 1200w');
    expect(srcOf(image, 300)).toBe('/i/a-w480.webp');
    expect(srcOf(image, 900)).toBe('/i/a.jpg');
  });

  it('uses the stored image alone when there are no thumbnails', () => {
    const old = { ...image, width: null, thumbnails: [] };
    expect(srcSetOf(old)).toBeUndefined();
    expect(srcOf(old, 240)).toBe('/i/a.jpg');
  });
});
