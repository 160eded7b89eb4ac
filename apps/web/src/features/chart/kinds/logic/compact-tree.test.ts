import type { ChartPerson } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { chartAnswer, namedPersons } from '../../logic/chart-people.test-helpers';
import { compactTree, mergeCharts, parentsLoaded } from './compact-tree';

const person = namedPersons(100, { lastName: 'Stone', gender: 'M' });

const grandpa = person('Grandpa');
const dad = person('Dad', { fatherId: grandpa.personId });
const mum = person('Mum', { gender: 'F' });
const me = person('Me', { fatherId: dad.personId, motherId: mum.personId });
const wife = person('Wife', { gender: 'F' });
const son = person('Son', { fatherId: me.personId, motherId: wife.personId, childOrder: 1 });
const daughter = person('Daughter', { fatherId: me.personId, childOrder: 2, gender: 'F' });
const grandson = person('Grandson', { fatherId: son.personId });
const greatGrandson = person('Great', { fatherId: grandson.personId });

// The first call: parents, children and grandchildren of Me.
const first = {
  answer: chartAnswer(
    me.personId,
    [me, dad, mum, wife, son, daughter, grandson],
    [{ personId: me.personId, spouseId: wife.personId, unionOrder: 1 }],
  ),
  descendants: 2,
};
const names = (nodes: Array<{ person: ChartPerson }>) => nodes.map((n) => n.person.firstName);

describe('compactTree', () => {
  it('shows the parents and children around the person, with the spouse beside them', () => {
    const merged = mergeCharts(me.personId, [first]);
    const tree = compactTree(me.personId, merged, new Set([me.personId]), new Set([me.personId]))!;
    expect(names(tree.parents)).toEqual(['Dad', 'Mum']);
    expect(tree.parents.map((p) => p.hasParents)).toEqual([true, false]);
    expect(tree.descendants.spouses.map((s) => s.firstName)).toEqual(['Wife']);
    expect(names(tree.descendants.children)).toEqual(['Son', 'Daughter']);
    // The first call reached the grandchildren: whether each child has children is known.
    expect(tree.descendants.children.map((c) => c.hasChildren)).toEqual([true, false]);
    expect(tree.descendants.children[0]!.children).toEqual([]);
  });

  it('hides parents and children again when closed', () => {
    const merged = mergeCharts(me.personId, [first]);
    const tree = compactTree(me.personId, merged, new Set(), new Set())!;
    expect(tree.parents).toEqual([]);
    expect(tree.descendants.children).toEqual([]);
    expect(tree.hasParents).toBe(true);
    expect(tree.descendants.hasChildren).toBe(true);
  });

  it('expands an ancestor and a descendant in place from later calls', () => {
    const upDad = { answer: chartAnswer(dad.personId, [dad, grandpa]), descendants: 0 };
    const downSon = {
      answer: chartAnswer(son.personId, [son, grandson, greatGrandson]),
      descendants: 2,
    };
    expect(parentsLoaded(dad, mergeCharts(me.personId, [first]))).toBe(false);
    const merged = mergeCharts(me.personId, [first, upDad, downSon]);
    expect(parentsLoaded(dad, merged)).toBe(true);
    const tree = compactTree(
      me.personId,
      merged,
      new Set([me.personId, dad.personId]),
      new Set([me.personId, son.personId, grandson.personId]),
    )!;
    expect(names(tree.parents[0]!.parents)).toEqual(['Grandpa']);
    const sonNode = tree.descendants.children[0]!;
    expect(names(sonNode.children)).toEqual(['Grandson']);
    expect(names(sonNode.children[0]!.children)).toEqual(['Great']);
    // Nobody asked below the great-grandson: his button asks the server.
    expect(sonNode.children[0]!.children[0]!.hasChildren).toBe('unknown');
  });

  it('answers null when the person is not in the answers', () => {
    expect(compactTree(1, mergeCharts(1, []), new Set(), new Set())).toBeNull();
  });
});
