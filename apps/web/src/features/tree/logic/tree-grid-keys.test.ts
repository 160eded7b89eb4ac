import type { TreeNode } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { expandAll, flattenTree, initialExpansion, toggleRow } from './flatten-tree';
import { treeGridKey } from './tree-grid-keys';

const person = (personId: number) => ({
  personId,
  firstName: `P${personId}`,
  lastName: 'X',
  photoUrl: null,
  gender: 'M' as const,
  birthYear: null,
  deathYear: null,
});
const node = (id: number, childs: TreeNode[] = []): TreeNode => ({
  member: person(id),
  spouse: [],
  childs,
});

// 1 -> 3 -> 5 -> 7 ; 1 -> 4 ; founder 10 with no children
const family: TreeNode[] = [node(1, [node(3, [node(5, [node(7)])]), node(4)]), node(10)];

describe('treeGridKey', () => {
  // Default expansion: rows 1, 3, 5 (closed, has 7), 4, 10.
  const rows = flattenTree(family, initialExpansion());
  const at = (id: number) => rows.findIndex((r) => r.node.member.personId === id);

  it('moves up and down a row, stopping at the ends', () => {
    expect(treeGridKey(rows, 0, 'ArrowDown')).toEqual({ kind: 'focus', index: 1 });
    expect(treeGridKey(rows, 1, 'ArrowUp')).toEqual({ kind: 'focus', index: 0 });
    expect(treeGridKey(rows, 0, 'ArrowUp')).toEqual({ kind: 'focus', index: 0 });
    expect(treeGridKey(rows, 4, 'ArrowDown')).toEqual({ kind: 'focus', index: 4 });
  });

  it('goes to the first and last rows, and a page at a time', () => {
    expect(treeGridKey(rows, 2, 'Home')).toEqual({ kind: 'focus', index: 0 });
    expect(treeGridKey(rows, 2, 'End')).toEqual({ kind: 'focus', index: 4 });
    expect(treeGridKey(rows, 0, 'PageDown', { page: 3 })).toEqual({ kind: 'focus', index: 3 });
    expect(treeGridKey(rows, 4, 'PageUp')).toEqual({ kind: 'focus', index: 0 });
  });

  it('Right opens a closed row, then goes to its first child; on a leaf it stays', () => {
    expect(treeGridKey(rows, at(5), 'ArrowRight')).toEqual({ kind: 'expand', index: at(5) });
    expect(treeGridKey(rows, at(1), 'ArrowRight')).toEqual({ kind: 'focus', index: at(3) });
    expect(treeGridKey(rows, at(4), 'ArrowRight')).toEqual({ kind: 'focus', index: at(4) });
  });

  it('Left closes an open row, else goes to its parent; on a closed founder it stays', () => {
    expect(treeGridKey(rows, at(3), 'ArrowLeft')).toEqual({ kind: 'collapse', index: at(3) });
    expect(treeGridKey(rows, at(4), 'ArrowLeft')).toEqual({ kind: 'focus', index: at(1) });
    expect(treeGridKey(rows, at(5), 'ArrowLeft')).toEqual({ kind: 'focus', index: at(3) });
    expect(treeGridKey(rows, at(10), 'ArrowLeft')).toEqual({ kind: 'focus', index: at(10) });
  });

  it('finds the parent of a deep row past its open siblings', () => {
    const all = flattenTree(family, expandAll());
    const four = all.findIndex((r) => r.node.member.personId === 4);
    expect(treeGridKey(all, four, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    const closed = flattenTree(family, toggleRow(expandAll(), all[0]!));
    expect(closed).toHaveLength(2);
    expect(treeGridKey(closed, 0, 'ArrowRight')).toEqual({ kind: 'expand', index: 0 });
  });

  it('swaps Left and Right right to left', () => {
    expect(treeGridKey(rows, at(5), 'ArrowLeft', { rtl: true })).toEqual({
      kind: 'expand',
      index: at(5),
    });
    expect(treeGridKey(rows, at(4), 'ArrowRight', { rtl: true })).toEqual({
      kind: 'focus',
      index: at(1),
    });
  });

  it('opens the person with Enter or Space, and leaves other keys alone', () => {
    expect(treeGridKey(rows, 2, 'Enter')).toEqual({ kind: 'open', index: 2 });
    expect(treeGridKey(rows, 2, ' ')).toEqual({ kind: 'open', index: 2 });
    expect(treeGridKey(rows, 2, 'a')).toBeNull();
    expect(treeGridKey(rows, 9, 'ArrowDown')).toBeNull();
  });
});
