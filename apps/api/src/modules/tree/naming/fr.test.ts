import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { french, frenchBlood } from './fr.js';
import {
  collateral,
  grampsTable,
  mismatches,
  rowLine,
  siblingLine,
  siblingName,
} from './gramps-table.fixture.js';
import type { Line, Named, RelationTerm } from './relation-term.js';

const table = grampsTable('fr');
const anna: Named = { name: 'Anna', gender: 'F' };
const ben: Named = { name: 'Ben', gender: 'M' };
const blood = (line: Line): RelationTerm => ({
  kind: 'blood',
  line,
});
const genders: Gender[] = ['M', 'F', 'U'];

describe('French names against Gramps 5.1 (rel_fr.py)', () => {
  it('names every blood line of the table as Gramps does', () => {
    // Siblings (up = down = 1): Gramps names them by get_sibling_relationship_string, whose full
    // sibling is "le frère (germain)", not the "le frère" of get_single_relationship_string.
    const wrong = mismatches(
      table.blood,
      (row) => frenchBlood(rowLine(row)),
      (row) =>
        row.up === 1 && row.down === 1
          ? siblingName(table, 'full', row.first, row.second)
          : row.name,
    );
    expect(table.blood.length).toBe(5520);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong).toHaveLength(0);
  });

  it('names full siblings as Gramps does', () => {
    for (const first of genders)
      for (const second of genders)
        expect(frenchBlood(siblingLine(first, second, null))).toBe(
          siblingName(table, 'full', first, second),
        );
  });

  it("names half siblings as Gramps shows them: a shared father's is consanguin", () => {
    // Gramps swaps the two half kinds (fr-gramps.ts): the table's "half-mother" row is what it
    // shows for siblings sharing their father.
    for (const first of genders)
      for (const second of genders) {
        expect(frenchBlood(siblingLine(first, second, 'M'))).toBe(
          siblingName(table, 'half-mother', first, second),
        );
        expect(frenchBlood(siblingLine(first, second, 'F'))).toBe(
          siblingName(table, 'half-father', first, second),
        );
      }
    expect(frenchBlood(siblingLine('F', 'M', 'M'))).toBe('la demi-sœur consanguine');
    expect(frenchBlood(siblingLine('M', 'M', 'F'))).toBe('le demi-frère utérin');
    expect(frenchBlood(siblingLine('M', 'M', 'U'))).toBe('le demi-frère');
  });

  it("calls spouses by Gramps' partner names", () => {
    for (const { first, second, name } of table.partners) {
      const a = { name: 'Anna', gender: first };
      const b = { name: 'Ben', gender: second };
      expect(french.sentence(a, { kind: 'spouse', gender: first }, b)).toBe(
        `Anna est ${name} de Ben`,
      );
    }
  });
});

describe('French sentences', () => {
  it('says the relation with "de", eliding before a vowel', () => {
    expect(french.sentence(ben, blood(collateral(0, 1, 'M')), anna)).toBe("Ben est le père d'Anna");
    expect(french.sentence(anna, blood(collateral(1, 2, 'F')), ben)).toBe(
      'Anna est la tante de Ben',
    );
    expect(french.sentence(anna, blood(siblingLine('F', 'M', null)), ben)).toBe(
      'Anna est la sœur germaine de Ben',
    );
  });

  it("puts Gramps' explanation after the second person", () => {
    expect(french.sentence(ben, blood(collateral(2, 3, 'M')), anna)).toBe(
      "Ben est l'oncle à la mode de Bretagne d'Anna (cousin germain d'un parent)",
    );
    expect(french.sentence(ben, blood(collateral(0, 7, 'M')), anna)).toBe(
      "Ben est l'ascendant lointain d'Anna (8ème génération)",
    );
    expect(french.sentence(ben, blood(collateral(1, 6, 'M')), anna)).toBe(
      "Ben est l'oncle lointain d'Anna par la 7ème génération",
    );
  });

  it('says a further relation with a possessive', () => {
    expect(french.also(blood(collateral(2, 2, 'F')), ben)).toBe('aussi sa première cousine');
    expect(french.also(blood(collateral(1, 4, 'F')), ben)).toBe('aussi son arrière-grand-tante');
    expect(french.also(blood(siblingLine('U', 'M', null)), ben)).toBe(
      'aussi son frère ou sa sœur germain(e)',
    );
    // "un parent lointain" takes no possessive: the second is named again.
    expect(french.also(blood(collateral(2, 2, 'U')), ben)).toBe('aussi un parent lointain de Ben');
  });

  it('joins the parts', () => {
    const parts = [
      french.sentence(anna, blood(collateral(2, 2, 'F')), ben),
      french.also(
        { kind: 'co-sibling-in-law', gender: 'F', siblings: siblingLine('M', 'F', null) },
        ben,
      ),
    ];
    expect(french.join(parts)).toBe('Anna est la première cousine de Ben ; aussi sa belle-sœur');
  });
});
