import { readFileSync } from 'node:fs';
import type { Gender } from '@familytree/shared';
import type { Line, LinePerson } from './relation-term.js';

/**
 * Gramps' relationship names as bench/src/gramps-rel-table.py wrote them (gramps/<lang>.json),
 * and the lines they name built back from each row, for the naming tests to check row by row.
 */
export interface GrampsRow {
  up: number;
  down: number;
  /** Gramps' reltocommon strings: from the person up to the common ancestor, 'f' or 'm' a step. */
  firstLine: string;
  secondLine: string;
  first: Gender;
  second: Gender;
  name: string;
}

export interface GrampsTable {
  blood: GrampsRow[];
  siblings: Array<{
    kind: 'full' | 'half-father' | 'half-mother' | 'step';
    first: Gender;
    second: Gender;
    name: string;
  }>;
  partners: Array<{ first: Gender; second: Gender; name: string }>;
}

export function grampsTable(lang: string): GrampsTable {
  const raw = JSON.parse(
    readFileSync(new URL(`./gramps/${lang}.json`, import.meta.url), 'utf8'),
  ) as { blood: Array<[number, number, string, string, Gender, Gender, string]> } & Omit<
    GrampsTable,
    'blood'
  >;
  return {
    ...raw,
    blood: raw.blood.map(([up, down, firstLine, secondLine, first, second, name]) => ({
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

let nextId = 1;
const person = (gender: Gender): LinePerson => ({
  id: nextId++,
  gender,
  birth: null,
  childOrder: null,
});

/** The persons from the common ancestor down to one end: the line string read backwards. */
const down = (line: string, end: Gender): LinePerson[] => [
  ...[...line].reverse().map((step) => person(step === 'f' ? 'M' : 'F')),
  person(end),
];

/** The line a row names: each side's parents from its line string, the two persons' genders. */
export function lineOf(row: GrampsRow, extra: Partial<Line> = {}): Line {
  return {
    up: row.up,
    down: row.down,
    lineal: row.up === 0 || row.down === 0,
    half: false,
    multiplicity: 1,
    toFirst: down(row.firstLine, row.first),
    toSecond: down(row.secondLine, row.second),
    ...extra,
  };
}

/** A line from genders written out: `toFirst` and `toSecond` from the common ancestor down. */
export function line(
  toFirst: readonly Gender[],
  toSecond: readonly Gender[],
  extra: Partial<Line> = {},
): Line {
  const ancestor = person(toFirst[0]!);
  const first = toFirst.length === 1 ? [ancestor] : [ancestor, ...toFirst.slice(1).map(person)];
  const second = toSecond.length === 1 ? [ancestor] : [ancestor, ...toSecond.slice(1).map(person)];
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

/** Every row whose name differs, as "row → got", for a test to expect an empty list of. */
export function mismatches(
  rows: readonly GrampsRow[],
  name: (row: GrampsRow) => string,
  expected: (row: GrampsRow) => string = (row) => row.name,
): string[] {
  const found: string[] = [];
  for (const row of rows) {
    const got = name(row);
    if (got !== expected(row))
      found.push(
        `${row.up}/${row.down} ${row.firstLine || '-'} ${row.secondLine || '-'} ${row.first}${row.second}: expected "${expected(row)}", got "${got}"`,
      );
  }
  return found;
}
