import type { MemberDetail, MemberType } from '@familytree/shared';
import { englishTree, type TreeT } from './tree-text';

/** The allowed child orders of a form, 1..max, and the one it starts with. */
export interface ChildOrderRange {
  min: 1;
  max: number;
  defaultValue: number;
}

type OrderFacts = Pick<
  MemberDetail,
  'father' | 'mother' | 'children' | 'siblingsCount' | 'childOrder'
>;

export function clampChildOrder(value: number, range: ChildOrderRange): number {
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/**
 * Spec part 5: a child order runs from 1 to the number of children, or of siblings when a member
 * edits their own place; a new child may also go last, which is its default (count + 1). A member
 * without known parents has no siblings to be ordered among, and the other forms have no order.
 */
export function childOrderRange(
  memberType: MemberType,
  detail: OrderFacts,
): ChildOrderRange | null {
  if (memberType === 'CHILD') {
    const max = detail.children.length + 1;
    return { min: 1, max, defaultValue: max };
  }
  if (memberType === 'SELF' && (detail.father || detail.mother)) {
    const max = Math.max(1, detail.siblingsCount);
    const range: ChildOrderRange = { min: 1, max, defaultValue: max };
    return { ...range, defaultValue: clampChildOrder(detail.childOrder ?? max, range) };
  }
  return null;
}

export const childOrderMessage = (range: ChildOrderRange, t: TreeT = englishTree) =>
  t('childOrderRange', { min: String(range.min), max: String(range.max) });

/** The typed text as an order, or an error message when it is not a whole number in range. */
export function parseChildOrder(
  text: string,
  range: ChildOrderRange,
  t: TreeT = englishTree,
): { value: number } | { error: string } {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(value) || value < range.min || value > range.max) {
    return { error: childOrderMessage(range, t) };
  }
  return { value };
}
