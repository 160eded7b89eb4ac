import { describe, expect, it } from 'vitest';
import { chartAnswer, namedPersons } from '../../logic/chart-people.test-helpers';
import { layoutLifespans, lifespanRows, rowOf } from './lifespan-layout';
import { niceYearStep } from './year-axis';

const person = namedPersons(1, { lastName: 'Stone', gender: 'M' });

describe('lifespanRows', () => {
  const dad = person('Dad', { birthYear: 1920, deathYear: 1990 });
  const mum = person('Mum', { gender: 'F', birthYear: 1925, deathYear: 2001 });
  const me = person('Me', {
    birthYear: 1950,
    fatherId: dad.personId,
    motherId: mum.personId,
  });
  const wife = person('Wife', { gender: 'F', birthYear: 1952 });
  const kid2 = person('Kid2', { birthYear: 1985, fatherId: me.personId });
  const kid1 = person('Kid1', { birthYear: 1980, fatherId: me.personId });
  const sister = person('Sis', { gender: 'F', birthYear: 1948, fatherId: dad.personId });
  const half = person('Half', { birthYear: 1960, motherId: mum.personId });

  it('orders parents, the person, spouses, siblings and children, each by year of birth', () => {
    const rows = lifespanRows(
      me.personId,
      chartAnswer(
        me.personId,
        [dad, mum, me, wife, kid2, kid1],
        [{ personId: me.personId, spouseId: wife.personId, unionOrder: 1 }],
      ),
      chartAnswer(dad.personId, [dad, mum, me, sister, half]),
      2026,
    );
    expect(rows.map((r) => [r.person.firstName, r.role])).toEqual([
      ['Dad', 'parent'],
      ['Mum', 'parent'],
      ['Me', 'self'],
      ['Wife', 'spouse'],
      ['Sis', 'sibling'],
      ['Half', 'sibling'],
      ['Kid1', 'child'],
      ['Kid2', 'child'],
    ]);
  });

  it('leaves a living person open to this year, and an old one without a death year unended', () => {
    expect(rowOf(me, 'self', 2026)).toMatchObject({ start: 1950, end: 2026, open: true });
    expect(rowOf(dad, 'parent', 2026)).toMatchObject({ start: 1920, end: 1990, open: false });
    const old = person('Old', { birthYear: 1900 });
    expect(rowOf(old, 'parent', 2026)).toMatchObject({ start: 1900, end: null, open: false });
    const hidden = person('Hidden');
    expect(rowOf(hidden, 'child', 2026)).toMatchObject({ start: null, end: null, open: false });
  });
});

describe('layoutLifespans', () => {
  it('spans the known years in round steps and places each bar on its row', () => {
    const rows = [
      rowOf(person('A', { birthYear: 1921, deathYear: 1990 }), 'parent', 2026),
      rowOf(person('B', { birthYear: 1950 }), 'self', 2026),
      rowOf(person('C', { deathYear: 1960 }), 'spouse', 2026),
      rowOf(person('D'), 'child', 2026),
    ];
    const layout = layoutLifespans(rows, 100, 500, 2026);
    expect(layout.from).toBe(1920);
    expect(layout.to).toBe(2040);
    expect(layout.ticks[0]).toEqual({ year: 1920, x: 100 });
    expect(layout.ticks.at(-1)).toEqual({ year: 2040, x: 500 });
    const [a, b, c, d] = layout.bars;
    expect(a!.x).toBeCloseTo(100 + (400 * 1) / 120);
    expect(a!.x + a!.width).toBeCloseTo(100 + (400 * 70) / 120);
    expect(b!.x + b!.width).toBeCloseTo(100 + (400 * 106) / 120);
    expect(a!.y).toBeLessThan(b!.y);
    expect(c!.mark).toBe(true);
    expect(d!.none).toBe(true);
    for (const bar of layout.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(500);
    // On a phone the same years get fewer, wider steps, about 40 px apart or more.
    const narrow = layoutLifespans(rows, 130, 370, 2026);
    const gaps = narrow.ticks.slice(1).map((tick, i) => tick.x - narrow.ticks[i]!.x);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(40);
  });

  it('picks round year steps', () => {
    expect(niceYearStep(30)).toBe(5);
    expect(niceYearStep(70)).toBe(10);
    expect(niceYearStep(150)).toBe(20);
    expect(niceYearStep(400)).toBe(50);
    // A narrow axis: at most 4 ticks.
    expect(niceYearStep(70, 4)).toBe(20);
  });
});
