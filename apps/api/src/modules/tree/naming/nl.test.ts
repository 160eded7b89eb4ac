import { describe, expect, it } from 'vitest';
import type { Gender } from '@familytree/shared';
import { collateral, grampsTable, mismatches, rowLine } from './gramps-table.fixture.js';
import { dutch, spouseWord } from './nl.js';
import type { Line, RelationTerm } from './relation-term.js';

const table = grampsTable('nl');

const anna = { name: 'Anna', gender: 'F' as const };
const ben = { name: 'Ben', gender: 'M' as const };
const alex = { name: 'Alex', gender: 'U' as const };
const blood = (l: Line): RelationTerm => ({ kind: 'blood', line: l });

describe('Dutch names against Gramps (rel_nl.py)', () => {
  it('names every line of the Gramps table as Gramps does', () => {
    // rel_nl reads neither reltocommon string: a row's name is Gramps' name of the line whether
    // it runs up to one ancestor or to a couple (checked: all 5520 rows give the same name with
    // each string ending in a couple's 'a'). Gramps tells a half line only among siblings, by
    // its sibling names (checked below); so a row is checked here as a full line.
    const wrong = mismatches(table.blood, (row) => dutch.blood(rowLine(row)));
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong.length).toBe(0);
    expect(table.blood.length).toBe(5520);
  });

  it('names siblings with Gramps’ sibling names: full, half and step', () => {
    const wrong = table.siblings
      .map((row) => {
        const name =
          row.kind === 'step'
            ? dutch.sentence(
                { name: 'X', gender: row.first },
                { kind: 'step-sibling', gender: row.first },
                ben,
              )
            : dutch.blood(
                collateral(1, 1, row.first, { half: row.kind !== 'full', second: row.second }),
              );
        const expected = row.kind === 'step' ? `X is de ${row.name} van Ben` : row.name;
        return name === expected ? null : `${JSON.stringify(row)} → ${name}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('uses Gramps’ partner words', () => {
    for (const row of table.partners) expect(spouseWord(row.first)).toBe(row.name);
    const spouse = (gender: Gender): RelationTerm => ({ kind: 'spouse', gender });
    expect(dutch.sentence(anna, spouse('F'), ben)).toBe('Anna is de echtgenote van Ben');
    expect(dutch.sentence(alex, spouse('U'), ben)).toBe('Alex is de wederhelft van Ben');
    expect(dutch.also(spouse('M'), anna)).toBe('ook haar echtgenoot');
  });
});

describe('Dutch sentences', () => {
  it('says the name with "de", or "het" for a neuter word', () => {
    expect(dutch.sentence(anna, blood(collateral(1, 1, 'F')), ben)).toBe('Anna is de zus van Ben');
    expect(dutch.sentence(ben, blood(collateral(1, 2, 'M')), anna)).toBe('Ben is de oom van Anna');
    expect(dutch.sentence(alex, blood(collateral(1, 0, 'U')), ben)).toBe(
      'Alex is het kind van Ben',
    );
    expect(dutch.sentence(alex, blood(collateral(2, 0, 'U')), ben)).toBe(
      'Alex is het kleinkind van Ben',
    );
    expect(dutch.sentence(anna, blood(collateral(3, 3, 'F')), ben)).toBe(
      'Anna is de nicht (kozijn) tweede graad van Ben',
    );
    expect(dutch.sentence(alex, blood(collateral(1, 2, 'U')), ben)).toBe(
      'Alex is de oom of tante van Ben',
    );
  });

  it('says a further relation with zijn or haar, or the name for unknown gender', () => {
    expect(dutch.also(blood(collateral(2, 1, 'F')), ben)).toBe('ook zijn nicht');
    expect(dutch.also(blood(collateral(2, 1, 'M')), anna)).toBe('ook haar neef');
    expect(dutch.also(blood(collateral(1, 0, 'U')), alex)).toBe('ook het kind van Alex');
    expect(
      dutch.join([
        dutch.sentence(anna, blood(collateral(1, 2, 'F')), ben),
        dutch.also(blood(collateral(2, 3, 'F')), ben),
      ]),
    ).toBe('Anna is de tante van Ben; ook zijn tante tweede graad');
  });
});
