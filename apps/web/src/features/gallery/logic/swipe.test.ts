import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe';

describe('swipe direction', () => {
  it('turns to the next photo on a swipe to the left and back on one to the right', () => {
    expect(swipeDirection({ x: 300, y: 100 }, { x: 120, y: 110 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 100 }, { x: 260, y: 90 })).toBe('previous');
  });

  it('ignores taps and vertical moves', () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 120, y: 100 })).toBeNull();
    expect(swipeDirection({ x: 100, y: 100 }, { x: 170, y: 300 })).toBeNull();
  });
});
