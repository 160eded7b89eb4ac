import { readFileSync } from 'node:fs';
import type { Gender } from '@familytree/shared';
import type { Line, LinePerson } from './relation-term.js';

/**
 * Gramps' relationship names in one language as bench/src/gramps-rel-table.py wrote them
 * (gramps/<lang>.json), the lines their rows name, and the hand-made lines the language tests
 * name, for every language's test to check the table row by row.
 */

/** One blood row of a table. */
export interface GrampsRow {
  up: number;
  down: number;
  /**
   * Gramps' reltocommon strings: from the person up to the common ancestor, 'f' (father) or 'm'
   * (mother) a step, the last letter the ancestor as that side names it.
   */
  firstLine: string;
  secondLine: string;
  first: Gender;
  second: Gender;
  name: string;
}

export type SiblingKind = 'full' | 'half-father' | 'half-mother' | 'step';

export interface GrampsTable {
  language: string;
  blood: GrampsRow[];
  siblings: Array<{ kind: SiblingKind; first: Gender; second: Gender; name: string }>;
  partners: Array<{ first: Gender; second: Gender; name: string }>;
}

/** The table's file: blood rows as [up, down, firstLine, secondLine, first, second, name]. */
type GrampsFile = Omit<GrampsTable, 'blood'> & {
  blood: Array<[number, number, string, string, Gender, Gender, string]>;
};

export function grampsTable(language: string): GrampsTable {
  const file = JSON.parse(
    readFileSync(new URL(`./gramps/${language}.json`, import.meta.url), 'utf8'),
  ) as GrampsFile;
  return {
    ...file,
    blood: file.blood.map(([up, down, firstLine, secondLine, first, second, name]) => ({
      up,
      down,
      firstLine,
      secondLine,
      first,
      second,
      name,
    })),
  };
}

/** The table's sibling name of one kind for the two genders. */
export const siblingName = (table: GrampsTable, kind: SiblingKind, first: Gender, second: Gender) =>
  table.siblings.find((s) => s.kind === kind && s.first === first && s.second === second)!.name;

let nextId = 1;
const person = (gender: Gender): LinePerson => ({
  id: nextId++,
  gender,
  birth: null,
  childOrder: null,
});

/** 'f' is a father, 'm' a mother. */
const parentGender = (letter: string): Gender => (letter === 'f' ? 'M' : 'F');

/**
 * The line a row names: each side from the common ancestor down, its steps' genders read from
 * the side's own string backwards (the string runs upwards), then the person. A lineal line's
 * ancestor is one of the two: its own gender, on both sides, not the other side's letter.
 * `half` says how the language's calculator reads a line to one ancestor (see each test).
 */
export function rowLine(row: GrampsRow, { half = false }: { half?: boolean } = {}): Line {
  const { up, down } = row;
  const lineal = up === 0 || down === 0;
  const side = (steps: string, end: Gender) => [
    ...[...steps].reverse().map((letter) => person(parentGender(letter))),
    person(end),
  ];
  const toFirst = side(row.firstLine, row.first);
  const toSecond = side(row.secondLine, row.second);
  if (up === 0) toSecond[0] = toFirst[0]!;
  if (down === 0) toFirst[0] = toSecond[0]!;
  return { up, down, lineal, half: !lineal && half, multiplicity: 1, toFirst, toSecond };
}

/** A line from genders written out: `toFirst` and `toSecond` from the common ancestor down. */
export function line(
  toFirst: readonly Gender[],
  toSecond: readonly Gender[],
  extra: Partial<Line> = {},
): Line {
  const ancestor = person(toFirst[0]!);
  const first = [ancestor, ...toFirst.slice(1).map(person)];
  const second = [ancestor, ...toSecond.slice(1).map(person)];
  return {
    up: toFirst.length - 1,
    down: toSecond.length - 1,
    lineal: toFirst.length === 1 || toSecond.length === 1,
    half: false,
    multiplicity: 1,
    toFirst: first,
    toSecond: second,
    ...extra,
  };
}

/**
 * A line of `up` and `down` generations from an ancestor (a man unless `ancestor` says
 * otherwise) through men to the first person and to the second (a man unless `second` says).
 */
export function collateral(
  up: number,
  down: number,
  first: Gender,
  options: { half?: boolean; multiplicity?: number; second?: Gender; ancestor?: Gender } = {},
): Line {
  const second = options.second ?? 'M';
  const top = up === 0 ? first : down === 0 ? second : (options.ancestor ?? 'M');
  const through = (steps: number, end: Gender): Gender[] =>
    steps === 0 ? [top] : [top, ...Array<Gender>(steps - 1).fill('M'), end];
  return line(through(up, first), through(down, second), {
    half: options.half ?? false,
    multiplicity: options.multiplicity ?? 1,
  });
}

/** Two siblings: children of one parent (`shared`, a half line) or of the same couple (null). */
export const siblingLine = (first: Gender, second: Gender, shared: Gender | null): Line =>
  collateral(1, 1, first, { second, half: shared !== null, ancestor: shared ?? 'M' });

/**
 * Every row whose name differs from `expected` (Gramps' own name unless the test says otherwise),
 * as "row: expected …, got …", for a test to expect an empty list of.
 */
export function mismatches(
  rows: readonly GrampsRow[],
  name: (row: GrampsRow) => string,
  expected: (row: GrampsRow) => string = (row) => row.name,
): string[] {
  const found: string[] = [];
  for (const row of rows) {
    const got = name(row);
    const want = expected(row);
    if (got !== want)
      found.push(
        `${row.up}/${row.down} ${row.firstLine || '-'} ${row.secondLine || '-'} ${row.first}${row.second}: expected "${want}", got "${got}"`,
      );
  }
  return found;
}
