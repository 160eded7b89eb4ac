import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { spanish, spanishBlood } from './es.js';
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

const table = grampsTable('es');
const ana: Named = { name: 'Ana', gender: 'F' };
const ben: Named = { name: 'Ben', gender: 'M' };
const isabel: Named = { name: 'Isabel', gender: 'F' };
const blood = (line: Line): RelationTerm => ({ kind: 'blood', line });
const genders: Gender[] = ['M', 'F', 'U'];

describe('Spanish names against Gramps 5.1 (rel_es.py)', () => {
  it('names every blood line of the table as Gramps does', () => {
    // Siblings included: Gramps' single string and its NORM_SIB name are the same in Spanish.
    const wrong = mismatches(table.blood, (row) => spanishBlood(rowLine(row)));
    expect(table.blood.length).toBe(5520);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong).toHaveLength(0);
  });

  it('names full siblings as Gramps does', () => {
    for (const first of genders)
      for (const second of genders)
        expect(spanishBlood(siblingLine(first, second, null))).toBe(
          siblingName(table, 'full', first, second),
        );
  });

  it('names half siblings as Gramps does, with "media hermana" agreeing', () => {
    // Gramps writes "medio hermana"; "medio" is an adjective there and agrees with the noun.
    const mended = (name: string) => name.replace('medio hermana', 'media hermana');
    for (const first of genders)
      for (const second of genders) {
        expect(spanishBlood(siblingLine(first, second, 'M'))).toBe(
          mended(siblingName(table, 'half-father', first, second)),
        );
        expect(spanishBlood(siblingLine(first, second, 'F'))).toBe(
          mended(siblingName(table, 'half-mother', first, second)),
        );
      }
    expect(spanishBlood(siblingLine('F', 'M', 'F'))).toBe('media hermana');
  });

  it("names step-siblings and spouses with Gramps' words", () => {
    for (const { first, second, name } of table.siblings.filter((s) => s.kind === 'step'))
      expect(
        spanish.sentence(
          { name: 'Ana', gender: first },
          { kind: 'step-sibling', gender: first },
          { name: 'Ben', gender: second },
        ),
      ).toBe(`Ana es ${name} de Ben`);
    for (const { first, second, name } of table.partners)
      expect(
        spanish.sentence(
          { name: 'Ana', gender: first },
          { kind: 'spouse', gender: first },
          { name: 'Ben', gender: second },
        ),
      ).toBe(`Ana es ${name} de Ben`);
  });
});

describe('Spanish sentences', () => {
  it('says the relation without an article, with "de"', () => {
    expect(spanish.sentence(ben, blood(collateral(0, 1, 'M')), ana)).toBe('Ben es padre de Ana');
    expect(spanish.sentence(ana, blood(collateral(2, 2, 'F')), ben)).toBe(
      'Ana es prima hermana de Ben',
    );
    expect(spanish.sentence(ben, blood(collateral(2, 4, 'M')), ana)).toBe(
      'Ben es primo hermano de un abuelo de Ana',
    );
  });

  it('says a further relation with "su"', () => {
    expect(spanish.also(blood(collateral(1, 2, 'F')), ben)).toBe('también su tía');
    expect(spanish.also(blood(collateral(2, 2, 'U')), ben)).toBe(
      'también su primo hermano o prima hermana',
    );
  });

  it('joins the parts and refuses in Spanish', () => {
    const parts = [
      spanish.sentence(ana, blood(collateral(2, 2, 'F')), ben),
      spanish.also(
        { kind: 'co-sibling-in-law', gender: 'F', siblings: siblingLine('M', 'F', null) },
        ben,
      ),
    ];
    expect(spanish.join(parts)).toBe('Ana es prima hermana de Ben; también su concuñada');
    expect(spanish.notRelated(ana, ben)).toBe(
      'Ana y Ben no están emparentados en este árbol genealógico.',
    );
    expect(spanish.notRelated(ana, isabel)).toBe(
      'Ana e Isabel no están emparentadas en este árbol genealógico.',
    );
  });

  it('answers in Spanish for the es locale', () => {
    expect(relationLanguage('es')).toBe(spanish);
  });
});

describe('Spanish words Gramps has none for', () => {
  it('names in-laws through the first person’s spouse', () => {
    const married = (gender: Gender, partnerLine: Line) =>
      spanish.sentence(
        { name: 'Carlos', gender },
        { kind: 'spouse-of-relative', gender, partnerLine },
        ana,
      );
    expect(married('M', siblingLine('F', 'F', null))).toBe('Carlos es cuñado de Ana');
    expect(married('M', collateral(1, 0, 'F'))).toBe('Carlos es yerno de Ana');
    expect(married('F', collateral(1, 0, 'M'))).toBe('Carlos es nuera de Ana');
    expect(married('M', collateral(0, 1, 'F'))).toBe('Carlos es padrastro de Ana');
    expect(married('F', collateral(0, 1, 'M'))).toBe('Carlos es madrastra de Ana');
    expect(married('M', collateral(1, 2, 'F'))).toBe('Carlos es tío político de Ana');
    expect(married('F', collateral(4, 2, 'M'))).toBe(
      'Carlos es nieta política de un primo hermano de Ana',
    );
    expect(married('U', collateral(2, 2, 'M'))).toBe(
      'Carlos es primo hermano político o prima hermana política de Ana',
    );
  });

  it('names in-laws through the second person’s spouse', () => {
    const ofSpouse = (line: Line) =>
      spanish.sentence(
        { name: 'Dora', gender: 'F' },
        { kind: 'relative-of-spouse', line, spouseGender: 'M' },
        ben,
      );
    expect(ofSpouse(siblingLine('F', 'M', null))).toBe('Dora es cuñada de Ben');
    expect(ofSpouse(collateral(0, 1, 'F'))).toBe('Dora es suegra de Ben');
    expect(ofSpouse(collateral(1, 0, 'F'))).toBe('Dora es hijastra de Ben');
    expect(ofSpouse(collateral(0, 2, 'F'))).toBe('Dora es abuela política de Ben');
  });

  it('names step-siblings and co-siblings-in-law', () => {
    expect(spanish.also({ kind: 'step-sibling', gender: 'M' }, ana)).toBe('también su hermanastro');
    const co = (gender: Gender): RelationTerm => ({
      kind: 'co-sibling-in-law',
      gender,
      siblings: siblingLine('F', 'F', null),
    });
    expect(spanish.sentence(ben, co('M'), ana)).toBe('Ben es concuñado de Ana');
    expect(spanish.sentence({ name: 'Alex', gender: 'U' }, co('U'), ana)).toBe(
      'Alex es concuñado o concuñada de Ana',
    );
  });

  it('names double lines and half relations beyond siblings', () => {
    expect(spanishBlood(collateral(2, 2, 'M', { multiplicity: 2 }))).toBe('primo hermano doble');
    expect(spanishBlood(collateral(2, 2, 'U', { multiplicity: 3 }))).toBe(
      'primo hermano triple o prima hermana triple',
    );
    expect(spanishBlood(collateral(2, 2, 'F', { multiplicity: 5 }))).toBe(
      'prima hermana (por 5 líneas)',
    );
    expect(spanishBlood(collateral(2, 2, 'F', { half: true }))).toBe('media prima hermana');
    expect(spanishBlood(collateral(1, 2, 'M', { half: true }))).toBe('medio tío');
    expect(spanishBlood(collateral(2, 1, 'U', { half: true }))).toBe(
      'medio sobrino o media sobrina',
    );
    expect(spanishBlood(collateral(4, 2, 'M', { half: true }))).toBe(
      'nieto de un medio primo hermano',
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
      collateral(3, 25, 'M'),
      collateral(40, 40, 'U'),
      collateral(25, 15, 'F'),
    ].map(spanishBlood);
    expect(deep).toEqual([
      '24-ésimo abuelo',
      '24-ésima nieta',
      'prima 24-ésima',
      '23-ésimo tío abuelo',
      '23-ésima sobrina nieta',
      '21-ésimo nieto de un primo segundo',
      'primo segundo de un 21-ésimo abuelo',
      'primo 39-ésimo o prima 39-ésima',
      'novena nieta de un primo decimocuarto',
    ]);
  });
});
