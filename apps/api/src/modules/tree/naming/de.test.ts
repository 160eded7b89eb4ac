import { describe, expect, it } from 'vitest';
import type { Gender } from '@familytree/shared';
import { german, spouseWord } from './de.js';
import {
  collateral,
  grampsTable,
  mismatches,
  rowLine,
  type GrampsRow,
} from './gramps-table.fixture.js';
import type { Line, RelationTerm } from './relation-term.js';

const table = grampsTable('de');

const anna = { name: 'Anna', gender: 'F' as const };
const ben = { name: 'Ben', gender: 'M' as const };
const alex = { name: 'Alex', gender: 'U' as const };
const blood = (l: Line): RelationTerm => ({ kind: 'blood', line: l });

describe('German names against Gramps (rel_de.py)', () => {
  it('names every line of the Gramps table as Gramps does', () => {
    // Each row is a line through one ancestor: its strings end in that ancestor's 'f' or 'm',
    // not a couple's 'a'. rel_de reads exactly that end ("Halbcousin" through one ancestor,
    // "Stief-/Adoptiv…" where the two strings disagree on the ancestor's sex), so the row is a
    // half line here, each end's gender as its string says.
    const wrong = mismatches(table.blood, (row) => german.blood(rowLine(row, { half: true })));
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong.length).toBe(0);
    expect(table.blood.length).toBe(5520);
  });

  it('names full lines (through a couple) as Gramps does with its couple end', () => {
    // rel_de.get_single_relationship_string with each string ending in 'a' (both of a couple).
    const gramps: Array<[number, number, Gender, string]> = [
      [1, 1, 'M', 'Bruder'],
      [1, 1, 'F', 'Schwester'],
      [1, 1, 'U', 'Geschwisterkind'],
      [1, 2, 'M', 'Onkel'],
      [1, 2, 'F', 'Tante'],
      [1, 2, 'U', 'Onkel oder Tante'],
      [2, 1, 'M', 'Neffe'],
      [2, 1, 'U', 'Neffe oder Nichte'],
      [2, 2, 'M', 'Cousin'],
      [2, 2, 'F', 'Cousine'],
      [2, 2, 'U', 'Cousin oder Cousine'],
      [1, 3, 'F', 'Großtante'],
      [3, 1, 'M', 'Großneffe'],
      [2, 3, 'U', 'Onkel oder Tante zweiten Grades'],
      [3, 2, 'F', 'Nichte zweiten Grades'],
      [3, 3, 'M', 'Cousin zweiten Grades'],
      [4, 4, 'F', 'Cousine dritten Grades'],
      [2, 5, 'M', 'Urgroßonkel zweiten Grades'],
      [13, 13, 'M', 'Cousin zwölften Grades'],
      [14, 2, 'F', 'Stammurgroßnichte zweiten Grades'],
      [25, 25, 'U', 'Cousin oder Cousine 24. Grades'],
      [3, 25, 'M', 'Erzahnenonkel dritten Grades'],
      [25, 1, 'F', 'Erzahnenurgroßnichte'],
    ];
    const ours = gramps.map(([up, down, gender]) => [
      up,
      down,
      gender,
      german.blood(collateral(up, down, gender)),
    ]);
    expect(ours).toEqual(gramps);
  });

  it('names siblings with Gramps’ sibling names: full, and half through the father or the mother', () => {
    const kinds = { full: false, 'half-father': true, 'half-mother': true } as const;
    const wrong = table.siblings
      .filter((row) => row.kind !== 'step')
      .map((row) => {
        const half = kinds[row.kind as keyof typeof kinds];
        const ancestor = row.kind === 'half-mother' ? 'F' : 'M';
        const name = german.blood(
          collateral(1, 1, row.first, { half, ancestor, second: row.second }),
        );
        return name === row.name ? null : `${JSON.stringify(row)} → ${name}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('says a step-sibling as a Stiefbruder, not Gramps’ step-or-adoptive word', () => {
    // Gramps' STEP_SIB is "Stief-/Adoptivbruder": it also covers adoption, which a step-sibling
    // here (a child of a parent's spouse) is not.
    expect(table.siblings.find((r) => r.kind === 'step' && r.first === 'M')!.name).toBe(
      'Stief-/Adoptivbruder',
    );
    const step = (gender: Gender): RelationTerm => ({ kind: 'step-sibling', gender });
    expect(german.sentence(ben, step('M'), anna)).toBe('Ben ist der Stiefbruder von Anna');
    expect(german.sentence(anna, step('F'), ben)).toBe('Anna ist die Stiefschwester von Ben');
    expect(german.sentence(alex, step('U'), ben)).toBe('Alex ist das Stiefgeschwister von Ben');
  });

  it('uses Gramps’ partner words', () => {
    for (const row of table.partners) expect(spouseWord(row.first).word).toBe(row.name);
    const spouse = (gender: Gender): RelationTerm => ({ kind: 'spouse', gender });
    expect(german.sentence(anna, spouse('F'), ben)).toBe('Anna ist die Ehefrau von Ben');
    expect(german.sentence(ben, spouse('M'), anna)).toBe('Ben ist der Ehemann von Anna');
    expect(german.sentence(alex, spouse('U'), ben)).toBe('Alex ist der/die Partner(in) von Ben');
    expect(german.also(spouse('U'), anna)).toBe('außerdem ihr(e) Partner(in)');
  });

  it('reads a row of the table as a line from the ancestor down', () => {
    const row: GrampsRow = {
      up: 2,
      down: 3,
      firstLine: 'fm',
      secondLine: 'mfm',
      first: 'F',
      second: 'M',
      name: '',
    };
    const l = rowLine(row, { half: true });
    expect(l.toFirst.map((p) => p.gender)).toEqual(['F', 'M', 'F']);
    expect(l.toSecond.map((p) => p.gender)).toEqual(['F', 'M', 'F', 'M']);
    expect(l.half && !l.lineal).toBe(true);
  });
});

describe('German sentences', () => {
  it('puts the article of the word’s grammatical gender before it', () => {
    expect(german.sentence(anna, blood(collateral(1, 1, 'F')), ben)).toBe(
      'Anna ist die Schwester von Ben',
    );
    expect(german.sentence(ben, blood(collateral(0, 1, 'M')), anna)).toBe(
      'Ben ist der Vater von Anna',
    );
    expect(german.sentence(alex, blood(collateral(1, 0, 'U')), ben)).toBe(
      'Alex ist das Kind von Ben',
    );
    expect(german.sentence(anna, blood(collateral(3, 3, 'F')), ben)).toBe(
      'Anna ist die Cousine zweiten Grades von Ben',
    );
    expect(german.sentence(alex, blood(collateral(1, 2, 'U')), ben)).toBe(
      'Alex ist der Onkel oder die Tante von Ben',
    );
  });

  it('says a further relation with his or her possessive, or the name for unknown gender', () => {
    expect(german.also(blood(collateral(2, 2, 'F')), ben)).toBe('außerdem seine Cousine');
    expect(german.also(blood(collateral(2, 2, 'M')), anna)).toBe('außerdem ihr Cousin');
    expect(german.also(blood(collateral(1, 1, 'U')), ben)).toBe('außerdem sein Geschwisterkind');
    expect(german.also(blood(collateral(2, 1, 'M')), alex)).toBe('außerdem der Neffe von Alex');
    expect(
      german.join([
        german.sentence(anna, blood(collateral(1, 2, 'F')), ben),
        german.also(blood(collateral(2, 3, 'F')), ben),
      ]),
    ).toBe('Anna ist die Tante von Ben; außerdem seine Tante zweiten Grades');
  });
});
