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
import { relationLanguage } from './languages.js';
import type { Line, Named, RelationTerm } from './relation-term.js';

const table = grampsTable('fr');
const anna: Named = { name: 'Anna', gender: 'F' };
const ben: Named = { name: 'Ben', gender: 'M' };
const alex: Named = { name: 'Alex', gender: 'U' };
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

  it('joins the parts and refuses in French', () => {
    const parts = [
      french.sentence(anna, blood(collateral(2, 2, 'F')), ben),
      french.also(
        { kind: 'co-sibling-in-law', gender: 'F', siblings: siblingLine('M', 'F', null) },
        ben,
      ),
    ];
    expect(french.join(parts)).toBe('Anna est la première cousine de Ben ; aussi sa belle-sœur');
    expect(french.notRelated(anna, ben)).toBe(
      "Anna et Ben n'ont aucun lien de parenté dans cet arbre généalogique.",
    );
  });

  it('answers in French for the fr locale', () => {
    expect(relationLanguage('fr')).toBe(french);
  });
});

describe('French words Gramps has none for', () => {
  it('names in-laws through the first person’s spouse', () => {
    const married = (gender: Gender, partnerLine: Line) =>
      french.sentence(
        { name: 'Carl', gender },
        { kind: 'spouse-of-relative', gender, partnerLine },
        anna,
      );
    expect(married('M', siblingLine('F', 'F', null))).toBe("Carl est le beau-frère d'Anna");
    expect(married('F', siblingLine('M', 'F', 'M'))).toBe("Carl est la belle-sœur d'Anna");
    expect(married('M', collateral(1, 0, 'F'))).toBe("Carl est le gendre d'Anna");
    expect(married('F', collateral(1, 0, 'M'))).toBe("Carl est la bru d'Anna");
    expect(married('M', collateral(0, 1, 'F'))).toBe("Carl est le beau-père d'Anna");
    expect(married('U', collateral(0, 1, 'F'))).toBe("Carl est le beau-parent d'Anna");
    // The husband of the aunt: her word in his gender, "par alliance".
    expect(married('M', collateral(1, 2, 'F'))).toBe("Carl est l'oncle par alliance d'Anna");
    expect(married('F', collateral(2, 2, 'M'))).toBe(
      "Carl est la première cousine par alliance d'Anna",
    );
  });

  it('names in-laws through the second person’s spouse', () => {
    const ofSpouse = (line: Line) =>
      french.sentence(
        { name: 'Dora', gender: 'F' },
        { kind: 'relative-of-spouse', line, spouseGender: 'M' },
        ben,
      );
    expect(ofSpouse(siblingLine('F', 'M', null))).toBe('Dora est la belle-sœur de Ben');
    expect(ofSpouse(collateral(0, 1, 'F'))).toBe('Dora est la belle-mère de Ben');
    expect(ofSpouse(collateral(1, 0, 'F'))).toBe('Dora est la belle-fille de Ben');
    expect(ofSpouse(collateral(0, 2, 'F'))).toBe('Dora est la grand-mère par alliance de Ben');
    expect(ofSpouse(collateral(2, 3, 'F'))).toBe(
      "Dora est la tante à la mode de Bretagne par alliance de Ben (cousine germaine d'un parent)",
    );
  });

  it('names step-siblings and co-siblings-in-law', () => {
    expect(french.sentence(ben, { kind: 'step-sibling', gender: 'M' }, anna)).toBe(
      "Ben est le quasi-frère d'Anna",
    );
    expect(french.also({ kind: 'step-sibling', gender: 'F' }, ben)).toBe('aussi sa quasi-sœur');
    expect(french.sentence(alex, { kind: 'step-sibling', gender: 'U' }, ben)).toBe(
      'Alex est le quasi-frère ou la quasi-sœur de Ben',
    );
    const co = (gender: Gender): RelationTerm => ({
      kind: 'co-sibling-in-law',
      gender,
      siblings: siblingLine('F', 'F', null),
    });
    expect(french.sentence(ben, co('M'), anna)).toBe("Ben est le beau-frère d'Anna");
    expect(french.sentence(anna, co('F'), ben)).toBe('Anna est la belle-sœur de Ben');
  });

  it('names double lines and half relations beyond siblings', () => {
    expect(frenchBlood(collateral(2, 2, 'M', { multiplicity: 2 }))).toBe(
      'le premier double cousin',
    );
    expect(frenchBlood(collateral(2, 2, 'F', { multiplicity: 3 }))).toBe(
      'la première triple cousine',
    );
    expect(frenchBlood(collateral(2, 2, 'M', { multiplicity: 6 }))).toBe(
      'le premier cousin (par 6 lignes)',
    );
    expect(frenchBlood(collateral(2, 2, 'F', { half: true }))).toBe('la première demi-cousine');
    expect(frenchBlood(collateral(1, 2, 'M', { half: true }))).toBe('le demi-oncle');
    expect(frenchBlood(collateral(2, 1, 'F', { half: true }))).toBe('la demi-nièce');
    expect(frenchBlood(collateral(1, 4, 'M', { half: true }))).toBe('le demi-arrière-grand-oncle');
    expect(frenchBlood(collateral(3, 3, 'M', { half: true, multiplicity: 2 }))).toBe(
      'le deuxième double demi-cousin',
    );
  });

  it('names lines 25 generations deep without failing', () => {
    const deep = [
      collateral(0, 25, 'M'),
      collateral(25, 0, 'F'),
      collateral(25, 25, 'F'),
      collateral(1, 25, 'M'),
      collateral(25, 1, 'F'),
      collateral(25, 3, 'M'),
      collateral(3, 25, 'M', { half: true }),
      collateral(40, 40, 'U'),
      collateral(25, 15, 'F'),
      collateral(15, 25, 'F'),
    ].map(frenchBlood);
    expect(deep).toEqual([
      "l'ascendant lointain (26ème génération)",
      'la descendante lointaine (26ème génération)',
      'la vingt-quatrième cousine',
      "l'oncle lointain par la 26ème génération",
      'la nièce lointaine (25ème génération)',
      'le neveu du vingt-sixième au quatrième degré (canon) et au trentième degré (civil)',
      'le demi-oncle du quatrième au vingt-sixième degré (canon) et au trentième degré (civil)',
      'un parent lointain',
      'la nièce lointaine, à la seizième génération',
      'la tante lointaine, reliée à la vingt-sixième génération',
    ]);
  });
});
