import type { TreeNode } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { collapseAll, flattenTree } from './flatten-tree';
import { revealRow, searchTree, treeSearchIndex } from './tree-search';

const person = (personId: number, firstName: string) => ({
  personId,
  firstName,
  lastName: 'Mathew',
  photoUrl: null,
  gender: 'M' as const,
  birthYear: null,
  deathYear: null,
});
const node = (
  id: number,
  name: string,
  childs: TreeNode[] = [],
  spouse: TreeNode['spouse'] = [],
) => ({
  member: person(id, name),
  spouse,
  childs,
});

// Joseph (+ Mary) -> José -> Luke ; Walter
const roots: TreeNode[] = [
  node(1, 'Joseph', [node(3, 'José', [node(5, 'Luke')])], [person(2, 'Mary')]),
  node(10, 'Walter'),
];

describe('tree search', () => {
  const index = treeSearchIndex(roots);

  it('finds persons by every typed word, accents and case ignored', () => {
    expect(searchTree(index, 'JOSÉ').map((e) => e.person.personId)).toEqual([1, 3]);
    expect(searchTree(index, 'MATHEW luke').map((e) => e.person.personId)).toEqual([5]);
    expect(searchTree(index, '   ')).toEqual([]);
  });

  it("finds a spouse on their partner's row", () => {
    const [mary] = searchTree(index, 'mary');
    expect(mary).toMatchObject({ rowKey: '/1', spouseOf: 'Joseph Mathew', generation: 1 });
  });

  it('opens every row above a deep person, so that their row is shown', () => {
    const [luke] = searchTree(index, 'luke');
    expect(luke!.generation).toBe(3);
    const closed = collapseAll();
    expect(flattenTree(roots, closed).map((r) => r.key)).not.toContain('/1/3/5');
    expect(flattenTree(roots, revealRow(closed, luke!)).map((r) => r.key)).toContain('/1/3/5');
  });
});
