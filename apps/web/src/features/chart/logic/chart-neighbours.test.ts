import type { ChartKind, ChartResponse } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { chartGraph } from './chart-graph';
import { layoutChart } from './chart-layouts';
import { chartPerson } from './chart-people.test-helpers';
import { chartNeighbours, type Neighbours } from './chart-neighbours';

// Grandparents 7+8 and 9+10; their children 1 (M) and 11 (F) are the parents of the focus 20 and
// of 21; 20 married 30 and has children 40 and 41; 41 married 50 (no children).
const data = (focusId: number): ChartResponse => ({
  focusId,
  persons: [
    chartPerson(7, { gender: 'M' }),
    chartPerson(8, { gender: 'F' }),
    chartPerson(9, { gender: 'M' }),
    chartPerson(10, { gender: 'F' }),
    chartPerson(1, { gender: 'M', fatherId: 7, motherId: 8 }),
    chartPerson(11, { gender: 'F', fatherId: 9, motherId: 10 }),
    chartPerson(20, { gender: 'M', fatherId: 1, motherId: 11 }),
    chartPerson(21, { gender: 'F', fatherId: 1, motherId: 11 }),
    chartPerson(30, { gender: 'F' }),
    chartPerson(40, { gender: 'M', fatherId: 20, motherId: 30 }),
    chartPerson(41, { gender: 'F', fatherId: 20, motherId: 30 }),
    chartPerson(50, { gender: 'M' }),
  ],
  unions: [
    { personId: 7, spouseId: 8, unionOrder: 1 },
    { personId: 9, spouseId: 10, unionOrder: 1 },
    { personId: 1, spouseId: 11, unionOrder: 1 },
    { personId: 20, spouseId: 30, unionOrder: 1 },
    { personId: 41, spouseId: 50, unionOrder: 1 },
  ],
  otherFamilies: [],
});

/** The keyboard's moves on a chart, by person id rather than card key. */
function moves(kind: ChartKind, focusId: number, generations = 3) {
  const layout = layoutChart(kind, chartGraph(data(focusId)), generations);
  const nav = chartNeighbours(layout.placed, focusId);
  const idOf = (key: string | undefined) =>
    key === undefined ? undefined : layout.placed.find((p) => p.key === key)!.person.personId;
  const keyOf = (id: number) => layout.placed.find((p) => p.person.personId === id)!.key;
  const go = (from: number, dir: keyof Neighbours) => idOf(nav.of(keyOf(from))[dir]);
  return { go, home: idOf(nav.home), layout, nav };
}

describe('chartNeighbours', () => {
  it('walks a pedigree: up to the father, down back to the child, along a generation', () => {
    const { go, home } = moves('pedigree', 20);
    expect(home).toBe(20);
    expect(go(20, 'up')).toBe(1);
    expect(go(1, 'up')).toBe(7);
    expect(go(7, 'down')).toBe(1);
    expect(go(1, 'down')).toBe(20);
    expect(go(20, 'down')).toBeUndefined();
    // Parents' generation: father above mother; grandparents in order, across both lines.
    expect(go(1, 'right')).toBe(11);
    expect(go(11, 'left')).toBe(1);
    expect(go(1, 'left')).toBeUndefined();
    expect(go(8, 'right')).toBe(9);
    expect(go(11, 'up')).toBe(9);
    expect(go(20, 'left')).toBeUndefined();
  });

  it('walks a descendant chart: down to the first child, up to the blood parent, spouses alongside', () => {
    const { go } = moves('descendants', 20);
    expect(go(20, 'down')).toBe(40);
    expect(go(40, 'up')).toBe(20);
    expect(go(20, 'up')).toBeUndefined();
    expect(go(20, 'right')).toBe(30);
    expect(go(30, 'down')).toBe(40);
    expect(go(40, 'right')).toBe(41);
    // A childless spouse belongs to the generation of the partner beside them.
    expect(go(41, 'right')).toBe(50);
    expect(go(50, 'left')).toBe(41);
    expect(go(50, 'up')).toBeUndefined();
  });

  it('walks an hourglass both ways from the shared focus card', () => {
    const { go, home } = moves('hourglass', 20);
    expect(home).toBe(20);
    expect(go(20, 'up')).toBe(1);
    expect(go(20, 'down')).toBe(40);
    expect(go(1, 'down')).toBe(20);
    expect(go(40, 'up')).toBe(20);
  });

  it('walks the fan ring by ring, left to right along a ring', () => {
    const { go } = moves('fan', 20);
    expect(go(20, 'up')).toBe(1);
    expect(go(1, 'right')).toBe(11);
    expect(go(1, 'up')).toBe(7);
    expect(go(7, 'right')).toBe(8);
    expect(go(8, 'right')).toBe(9);
    expect(go(9, 'down')).toBe(11);
  });

  it('keeps a person shown twice on their own line (pedigree collapse)', () => {
    // Cousins marry: 20 and 21's child 60 has grandparents 1 and 11 twice over.
    const collapsed: ChartResponse = {
      ...data(60),
      persons: [
        ...data(60).persons,
        chartPerson(22, { gender: 'M', fatherId: 1, motherId: 11 }),
        chartPerson(60, { gender: 'F', fatherId: 22, motherId: 21 }),
      ],
    };
    const layout = layoutChart('pedigree', chartGraph(collapsed), 3);
    const nav = chartNeighbours(layout.placed, 60);
    const at = (key: string) => layout.placed.find((p) => p.key === key)!;
    expect(nav.home).toBe('a60');
    expect(nav.of('a60').up).toBe('a60/22');
    expect(nav.of('a60/22').up).toBe('a60/22/1');
    expect(nav.of('a60/21').up).toBe('a60/21/1');
    expect(nav.of('a60/21/1').down).toBe('a60/21');
    expect(nav.of('a60/22/1').down).toBe('a60/22');
    expect(at(nav.of('a60/22/11').right!).person.personId).toBe(1);
  });

  it('has no moves for an unknown key and no home without the focus', () => {
    const { nav } = moves('pedigree', 20);
    expect(nav.of('nobody')).toEqual({});
    expect(chartNeighbours([], 20).home).toBeUndefined();
  });
});
