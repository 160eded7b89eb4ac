import { readFileSync } from 'node:fs';
import type { Gender } from '@familytree/shared';
import type { Line, LinePerson } from './relation-term.js';

/**
 * Gramps' tables (gramps/<lang>.json, made by bench/src/gramps-rel-table.py) as the French,
 * Spanish and Portuguese tests read them, and the lines their rows describe.
 */

/** [up, down, firstLine, secondLine, first, second, name]: lines are Gramps' reltocommon. */
export type BloodRow = [number, number, string, string, Gender, Gender, string];

export interface GrampsTable {
  language: string;
  blood: BloodRow[];
  siblings: {
    kind: 'full' | 'half-father' | 'half-mother' | 'step';
    first: Gender;
    second: Gender;
    name: string;
  }[];
  partners: { first: Gender; second: Gender; name: string }[];
}

export const readTable = (language: 'fr' | 'es' | 'pt'): GrampsTable =>
  JSON.parse(
    readFileSync(new URL(`./gramps/${language}.json`, import.meta.url), 'utf8'),
  ) as GrampsTable;

let nextId = 1;
export const person = (gender: Gender): LinePerson => ({
  id: nextId++,
  gender,
  birth: null,
  childOrder: null,
});

/** 'f' is a father, 'm' a mother. */
const letterGender = (letter: string): Gender => (letter === 'f' ? 'M' : 'F');

/**
 * The line a row describes: `toFirst` from the common ancestor down to the first person, with the
 * genders its reltocommon strings give (read from the far end: the string runs upwards).
 */
export function rowLine([up, down, firstLine, secondLine, first, second]: BloodRow): Line {
  const ancestor = person(
    down === 0 ? second : up === 0 ? first : letterGender(firstLine[up - 1]!),
  );
  const downTo = (steps: number, letters: string, end: Gender) =>
    steps === 0
      ? [ancestor]
      : [
          ancestor,
          ...Array.from({ length: steps - 1 }, (_, i) =>
            person(letterGender(letters[steps - 2 - i]!)),
          ),
          person(end),
        ];
  return {
    up,
    down,
    lineal: up === 0 || down === 0,
    half: false,
    multiplicity: 1,
    toFirst: downTo(up, firstLine, first),
    toSecond: downTo(down, secondLine, second),
  };
}

/** Two siblings: children of one parent (`shared`, a half line) or of the same couple (null). */
export function siblingLine(first: Gender, second: Gender, shared: Gender | null): Line {
  const parent = person(shared ?? 'M');
  return {
    up: 1,
    down: 1,
    lineal: false,
    half: shared !== null,
    multiplicity: 1,
    toFirst: [parent, person(first)],
    toSecond: [parent, person(second)],
  };
}

/** A collateral line of `up` and `down` generations through fathers, for the hand-made tests. */
export function collateral(
  up: number,
  down: number,
  first: Gender,
  options: { half?: boolean; multiplicity?: number; second?: Gender } = {},
): Line {
  const line = rowLine([
    up,
    down,
    'f'.repeat(up),
    'f'.repeat(down),
    first,
    options.second ?? 'M',
    '',
  ]);
  return { ...line, half: options.half ?? false, multiplicity: options.multiplicity ?? 1 };
}

/**
 * Every blood row against `blood`: the rows whose name differs from `expected` (Gramps' own name
 * unless the test says otherwise), as "row → got", and how many rows were checked.
 */
export function bloodMismatches(
  table: GrampsTable,
  blood: (line: Line) => string,
  expected: (row: BloodRow) => string = (row) => row[6],
): { checked: number; mismatches: string[] } {
  const mismatches: string[] = [];
  for (const row of table.blood) {
    const got = blood(rowLine(row));
    const want = expected(row);
    if (got !== want) mismatches.push(`${JSON.stringify(row)} → ${got} (expected ${want})`);
  }
  return { checked: table.blood.length, mismatches };
}

/** The table's sibling name of one kind for the two genders. */
export const siblingName = (
  table: GrampsTable,
  kind: GrampsTable['siblings'][number]['kind'],
  first: Gender,
  second: Gender,
) => table.siblings.find((s) => s.kind === kind && s.first === first && s.second === second)!.name;
