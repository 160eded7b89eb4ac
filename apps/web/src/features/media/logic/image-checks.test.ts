import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-checks';

describe('image checks', () => {
  it('accepts an image of at most 2 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other files and images over 2 MB with the spec messages', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Only image files allowed');
    expect(checkImageFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      'Max file size is 2 MB',
    );
  });
});
