/** How far a finger or pen must travel sideways to turn the photo (px). */
const minSwipe = 50;

/**
 * The direction of a swipe from where the pointer went down to where it came up: 'next' for a
 * swipe to the left, 'previous' to the right, null for a tap or a mostly vertical move.
 */
export function swipeDirection(
  start: { x: number; y: number },
  end: { x: number; y: number },
): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < minSwipe || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
