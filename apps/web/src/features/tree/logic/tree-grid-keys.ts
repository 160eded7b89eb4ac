import type { FlatTreeRow } from './flatten-tree';

/** What a key pressed on a row of the tree grid does. */
export type TreeGridAction =
  | { kind: 'focus'; index: number }
  | { kind: 'expand'; index: number }
  | { kind: 'collapse'; index: number }
  | { kind: 'open'; index: number };

/** The row a row hangs under (its key without the last person id), or -1 for a founder. */
function parentIndex(rows: readonly FlatTreeRow[], index: number): number {
  const key = rows[index]!.key;
  const parentKey = key.slice(0, key.lastIndexOf('/'));
  if (!parentKey) return -1;
  for (let i = index - 1; i >= 0; i--) if (rows[i]!.key === parentKey) return i;
  return -1;
}

/**
 * The keys of a tree grid (WAI-ARIA's treegrid pattern, rows focused): Up and Down to the row
 * above or below, Right opens a closed row or goes to its first child, Left closes an open row or
 * goes to its parent, Home and End to the first and last rows, Page Up and Down by `page` rows,
 * Enter opens the row's person. Right to left, Left and Right trade places. Null: not a tree key.
 */
export function treeGridKey(
  rows: readonly FlatTreeRow[],
  index: number,
  key: string,
  options: { rtl?: boolean; page?: number } = {},
): TreeGridAction | null {
  const row = rows[index];
  if (!row) return null;
  const last = rows.length - 1;
  const page = options.page ?? 10;
  const focus = (i: number): TreeGridAction => ({
    kind: 'focus',
    index: Math.max(0, Math.min(last, i)),
  });
  const inward = options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const outward = options.rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowDown':
      return focus(index + 1);
    case 'ArrowUp':
      return focus(index - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(last);
    case 'PageDown':
      return focus(index + page);
    case 'PageUp':
      return focus(index - page);
    case inward:
      if (row.hasChildren && !row.expanded) return { kind: 'expand', index };
      return focus(row.expanded ? index + 1 : index);
    case outward: {
      if (row.expanded) return { kind: 'collapse', index };
      const parent = parentIndex(rows, index);
      return focus(parent === -1 ? index : parent);
    }
    case 'Enter':
    case ' ':
      return { kind: 'open', index };
    default:
      return null;
  }
}
