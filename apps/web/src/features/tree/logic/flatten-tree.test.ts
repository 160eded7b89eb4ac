import type { TreeNode } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import {
  collapseAll,
  countGenerations,
  countPersons,
  expandAll,
  flattenTree,
  initialExpansion,
  rowShowsAny,
  toggleRow,
} from './flatten-tree';

const person = (personId: number) => ({
  personId,
  firstName: `P${personId}`,
  lastName: 'X',
  photoUrl: null,
  gender: 'M' as const,
  birthYear: null,
  deathYear: null,
});
const node = (id: number, childs: TreeNode[] = [], spouse: number[] = []): TreeNode => ({
  member: person(id),
  spouse: spouse.map(person),
  childs,
});

// 1 (+ spouse 2) -> 3 -> 5 -> 7 ; 1 -> 4 ; founder 10 with no children
const family: TreeNode[] = [node(1, [node(3, [node(5, [node(7)])]), node(4)], [2]), node(10)];
const ids = (rows: ReturnType<typeof flattenTree>) => rows.map((r) => r.node.member.personId);

describe('flattenTree', () => {
  it('shows the first three generations by default (two expanded)', () => {
    const rows = flattenTree(family, initialExpansion());
    expect(ids(rows)).toEqual([1, 3, 5, 4, 10]);
    expect(rows.map((r) => r.depth)).toEqual([0, 1, 2, 1, 0]);
    expect(rows.map((r) => r.parentId)).toEqual([0, 1, 3, 1, 0]);
    expect(rows.find((r) => r.node.member.personId === 5)).toMatchObject({
      hasChildren: true,
      expanded: false,
    });
  });

  it('numbers each row among its siblings (aria-posinset and aria-setsize)', () => {
    const rows = flattenTree(family, expandAll());
    expect(rows.map((r) => [r.position, r.siblings])).toEqual([
      [1, 2],
      [1, 2],
      [1, 1],
      [1, 1],
      [2, 2],
      [2, 2],
    ]);
  });

  it('keeps children in the order the server sent them', () => {
    expect(ids(flattenTree(family, expandAll()))).toEqual([1, 3, 5, 7, 4, 10]);
  });

  it('marks leaves as neither expandable nor expanded', () => {
    const leaf = flattenTree(family, expandAll()).find((r) => r.node.member.personId === 7)!;
    expect(leaf).toMatchObject({ hasChildren: false, expanded: false, depth: 3 });
  });

  it('collapses and reopens one branch without touching the others', () => {
    const start = initialExpansion();
    const first = flattenTree(family, start)[1]!; // person 3
    const collapsed = toggleRow(start, first);
    expect(ids(flattenTree(family, collapsed))).toEqual([1, 3, 4, 10]);
    const reopened = toggleRow(collapsed, flattenTree(family, collapsed)[1]!);
    expect(ids(flattenTree(family, reopened))).toEqual([1, 3, 5, 4, 10]);
  });

  it('opens a branch deeper than the default', () => {
    const start = initialExpansion();
    const five = flattenTree(family, start)[2]!;
    expect(ids(flattenTree(family, toggleRow(start, five)))).toEqual([1, 3, 5, 7, 4, 10]);
  });

  it('ignores a toggle on a leaf', () => {
    const start = initialExpansion();
    const four = flattenTree(family, start)[3]!;
    expect(toggleRow(start, four)).toBe(start);
  });

  it('collapses everything to the founders', () => {
    expect(ids(flattenTree(family, collapseAll()))).toEqual([1, 10]);
  });

  it('gives a person shown on two lines two distinct keys', () => {
    const twice = [node(1, [node(9)]), node(2, [node(9)])];
    const keys = flattenTree(twice, expandAll()).map((r) => r.key);
    expect(new Set(keys).size).toBe(4);
  });

  // No timing here (a loaded machine would fail it): speed is the bench's to measure.
  it('flattens a 10,000-person family and a line 2,000 generations deep', () => {
    let deep = node(100_000);
    for (let i = 1; i < 2_000; i++) deep = node(100_000 + i, [deep]);
    const wide = node(
      1,
      Array.from({ length: 8_000 }, (_, i) => node(i + 2)),
    );
    const rows = flattenTree([deep, wide], expandAll());
    expect(rows).toHaveLength(10_001);
    expect(rows[1_999]!.depth).toBe(1_999);
  });
});

describe('helpers', () => {
  it('counts members and spouses', () => {
    expect(countPersons(family)).toBe(7);
  });

  it('finds a line by its member or a spouse', () => {
    expect(rowShowsAny(family[0]!, new Set([2]))).toBe(true);
    expect(rowShowsAny(family[0]!, new Set([3]))).toBe(false);
  });
});

describe('countGenerations', () => {
  it('counts the generations from the founders down (issue 32: the bar showed 12 for 5)', () => {
    expect(countGenerations(family)).toBe(4);
    expect(countGenerations([node(10)])).toBe(1);
    expect(countGenerations([])).toBe(0);
  });
});
