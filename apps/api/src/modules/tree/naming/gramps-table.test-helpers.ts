import { readFileSync } from 'node:fs';
import type { Gender } from '@familytree/shared';
import type { Line, LinePerson } from './relation-term.js';

/**
 * One language's Gramps table (`gramps/XX.json`, written by `bench/src/gramps-rel-table.py`):
 * blood rows [up, down, firstLine, secondLine, first, second, name], with the lines as Gramps'
 * reltocommon strings (from the person up to the common ancestor, 'f' father, 'm' mother).
 */
export interface GrampsTable {
  language: string;
  blood: Array<[number, number, string, string, Gender, Gender, string]>;
  siblings: Array<{
    kind: 'full' | 'half-father' | 'half-mother' | 'step';
    first: Gender;
    second: Gender;
    name: string;
  }>;
  partners: Array<{ first: Gender; second: Gender; name: string }>;
}

export const grampsTable = (language: string): GrampsTable =>
  JSON.parse(
    readFileSync(new URL(`./gramps/${language}.json`, import.meta.url), 'utf8'),
  ) as GrampsTable;

const person = (id: number, gender: Gender): LinePerson => ({
  id,
  gender,
  birth: null,
  childOrder: null,
});
const parentGender = (step: string): Gender => (step === 'f' ? 'M' : 'F');

/**
 * The line of a row: from the common ancestor (id 1) down to the first person (id 1000 when not
 * the ancestor) and to the second (2000), each step's gender read from the row's strings (the
 * string's last letter is the ancestor, as each side names it). `half` says how the language's
 * calculator reads a line to one ancestor (see each language's test).
 */
export function rowLine(
  [up, down, firstLine, secondLine, first, second]: GrampsTable['blood'][number],
  half: boolean,
): Line {
  const lineal = up === 0 || down === 0;
  const side = (steps: string, length: number, end: Gender, base: number): LinePerson[] => {
    const out: LinePerson[] = [];
    // toFirst[i] is `length - i` generations above the person: its letter is steps[length-1-i].
    for (let i = 0; i < length; i++)
      out.push(person(i === 0 ? 1 : base + i, parentGender(steps[length - 1 - i]!)));
    out.push(person(length === 0 ? 1 : base + length, end));
    return out;
  };
  const toFirst = side(firstLine, up, first, 1000);
  const toSecond = side(secondLine, down, second, 2000);
  // A lineal line's ancestor is one of the two: its own gender, not the other side's letter.
  if (up === 0) toSecond[0] = toFirst[0]!;
  if (down === 0) toFirst[0] = toSecond[0]!;
  return {
    up,
    down,
    lineal,
    half: !lineal && half,
    multiplicity: 1,
    toFirst,
    toSecond,
  };
}

/** Every row whose name differs, as "row → ours", for a test to show the first few. */
export function mismatches(
  table: GrampsTable,
  name: (line: Line) => string,
  half: boolean,
): string[] {
  const out: string[] = [];
  for (const row of table.blood) {
    const ours = name(rowLine(row, half));
    if (ours !== row[6]) out.push(`${JSON.stringify(row)} → ${ours}`);
  }
  return out;
}
