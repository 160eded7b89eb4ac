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
import type { Line, Named, RelationTerm } from './relation-term.js';

const table = grampsTable('es');
const ana: Named = { name: 'Ana', gender: 'F' };
const ben: Named = { name: 'Ben', gender: 'M' };
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

  it('joins the parts', () => {
    const parts = [
      spanish.sentence(ana, blood(collateral(2, 2, 'F')), ben),
      spanish.also(
        { kind: 'co-sibling-in-law', gender: 'F', siblings: siblingLine('M', 'F', null) },
        ben,
      ),
    ];
    expect(spanish.join(parts)).toBe('Ana es prima hermana de Ben; también su concuñada');
  });
});
