import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-checks';
import { fittedSize } from './fit-image';

describe('image checks', () => {
  it('accepts an image, also one over 2 MB: the upload makes it smaller (issue 16)', () => {
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 12 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other files with the spec message', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Only image files allowed');
  });
});

describe('fitted size', () => {
  it('scales the long side down to the limit, keeping the shape, and never enlarges', () => {
    expect(fittedSize(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fittedSize(800, 600, 2048)).toEqual({ width: 800, height: 600 });
  });
});
