import type { TreeNode, TreePerson } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { pathSteps, relationLayout } from './relation-layout';

const p = (personId: number): TreePerson => ({
  personId,
  firstName: `P${personId}`,
  lastName: 'X',
  photoUrl: null,
  gender: 'U',
  birthYear: null,
  deathYear: null,
});
const node = (id: number, childs: TreeNode[] = [], spouses: number[] = []): TreeNode => ({
  member: p(id),
  spouse: spouses.map(p),
  childs,
});

// 1 (with spouse 2) → children 3 and 4; 3 → 5; 4 (married to 6) → 7. 6's own child 8 is not shown.
const tree = node(1, [node(3, [node(5)]), node(4, [node(7)], [6])], [2]);

const cellOf = (layout: ReturnType<typeof relationLayout>, id: number) => {
  const placed = layout.placed.find((q) => q.person.personId === id)!;
  return { x: placed.x, y: placed.y };
};

describe('relation chart layout', () => {
  it('reads each step of the path as up, down or spouse', () => {
    expect(pathSteps([5, 3, 1, 4, 7], tree)).toEqual(['up', 'up', 'down', 'down']);
    expect(pathSteps([3, 1, 4, 6], tree)).toEqual(['up', 'down', 'spouse']);
    // The spouse of the ancestor is a parent of the children under the node too.
    expect(pathSteps([3, 2], tree)).toEqual(['up']);
  });

  it('puts the common ancestor on top, the first line in one column and the second in the next', () => {
    const layout = relationLayout([5, 3, 1, 4, 7], tree, 9);
    const [a, b, top, c, d] = [5, 3, 1, 4, 7].map((id) => cellOf(layout, id));
    expect(top!.y).toBe(0);
    expect(a!.x).toBe(b!.x);
    expect(b!.x).toBe(top!.x);
    expect(c!.x).toBeGreaterThan(top!.x);
    expect(c!.x).toBe(d!.x);
    expect(a!.y).toBe(d!.y);
    expect(b!.y).toBe(c!.y);
    expect(b!.y).toBeGreaterThan(top!.y);
    // One parent-child line per vertical step: four elbows.
    expect(layout.links.match(/M/g)).toHaveLength(4);
    expect(layout.placed.every((q) => q.person.familyId === 9)).toBe(true);
  });

  it('draws a marriage step beside the partner, at the same height, with a double line', () => {
    const layout = relationLayout([3, 1, 4, 6], tree, 9);
    const partner = cellOf(layout, 4);
    const spouse = cellOf(layout, 6);
    expect(spouse.y).toBe(partner.y);
    expect(spouse.x).toBeGreaterThan(partner.x);
    expect(layout.placed.find((q) => q.person.personId === 6)!.spouse).toBe(true);
    const xs = layout.placed.map((q) => q.x);
    expect(new Set(layout.placed.map((q) => `${q.x},${q.y}`)).size).toBe(xs.length);
  });

  it('bounds every card', () => {
    const layout = relationLayout([5, 3, 1, 4, 7], tree, 9);
    for (const q of layout.placed) {
      expect(q.x).toBeGreaterThanOrEqual(layout.bounds.minX);
      expect(q.x + q.width).toBeLessThanOrEqual(layout.bounds.maxX);
      expect(q.y + q.height).toBeLessThanOrEqual(layout.bounds.maxY);
    }
  });
});
