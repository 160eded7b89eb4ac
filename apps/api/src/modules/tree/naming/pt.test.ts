import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import {
  collateral,
  grampsTable,
  mismatches,
  rowLine,
  siblingLine,
  siblingName,
  type GrampsRow,
} from './gramps-table.fixture.js';
import { portuguese, portugueseBlood } from './pt.js';
import type { Line, Named, RelationTerm } from './relation-term.js';

const table = grampsTable('pt');
const ana: Named = { name: 'Ana', gender: 'F' };
const bento: Named = { name: 'Bento', gender: 'M' };
const alex: Named = { name: 'Alex', gender: 'U' };
const blood = (line: Line): RelationTerm => ({ kind: 'blood', line });
const genders: Gender[] = ['M', 'F', 'U'];

/** Gramps' name for the same row with the first person of another gender. */
const rowKey = (row: GrampsRow, first: Gender) =>
  JSON.stringify([row.up, row.down, row.firstLine, row.secondLine, first, row.second]);
const byKey = new Map(table.blood.map((row) => [rowKey(row, row.first), row.name]));

describe('Portuguese names against Gramps 5.1 (rel_pt.py)', () => {
  it('names every blood line of the table as Gramps does', () => {
    // rel_pt gives an unknown gender the female word ("mãe", "irmã"): for those rows the name is
    // Gramps' male and female names of the same line, "pai ou mãe" (one of them when equal).
    const wrong = mismatches(
      table.blood,
      (row) => portugueseBlood(rowLine(row)),
      (row) => {
        if (row.first !== 'U') return row.name;
        const male = byKey.get(rowKey(row, 'M'))!;
        const female = byKey.get(rowKey(row, 'F'))!;
        return male === female ? male : `${male} ou ${female}`;
      },
    );
    expect(table.blood.length).toBe(5520);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(wrong).toHaveLength(0);
  });

  it('names full siblings as Gramps does, an unknown gender with both words', () => {
    for (const first of genders)
      for (const second of genders)
        expect(portugueseBlood(siblingLine(first, second, null))).toBe(
          first === 'U' ? 'irmão ou irmã' : siblingName(table, 'full', first, second),
        );
  });

  it('names half siblings "meio-irmão", which rel_pt calls plain "irmão"', () => {
    for (const shared of ['M', 'F'] as Gender[])
      for (const second of genders) {
        expect(
          siblingName(table, shared === 'M' ? 'half-father' : 'half-mother', 'M', second),
        ).toBe('irmão');
        expect(portugueseBlood(siblingLine('M', second, shared))).toBe('meio-irmão');
        expect(portugueseBlood(siblingLine('F', second, shared))).toBe('meia-irmã');
        expect(portugueseBlood(siblingLine('U', second, shared))).toBe('meio-irmão ou meia-irmã');
      }
  });

  it("calls spouses by Gramps' partner names", () => {
    for (const { first, second, name } of table.partners)
      expect(
        portuguese.sentence(
          { name: 'Ana', gender: first },
          { kind: 'spouse', gender: first },
          { name: 'Bento', gender: second },
        ),
      ).toBe(`Ana é ${name} de Bento`);
  });
});

describe('Portuguese sentences', () => {
  it('says the relation without an article, with "de"', () => {
    expect(portuguese.sentence(bento, blood(collateral(0, 1, 'M')), ana)).toBe(
      'Bento é pai de Ana',
    );
    expect(portuguese.sentence(ana, blood(collateral(2, 2, 'F')), bento)).toBe(
      'Ana é prima irmã de Bento',
    );
    expect(portuguese.sentence(alex, blood(collateral(0, 1, 'U')), bento)).toBe(
      'Alex é pai ou mãe de Bento',
    );
  });

  it('says a further relation with "dele" or "dela"', () => {
    expect(portuguese.also(blood(collateral(1, 2, 'F')), bento)).toBe('também tia dele');
    expect(portuguese.also(blood(collateral(1, 2, 'M')), ana)).toBe('também tio dela');
    expect(portuguese.also(blood(collateral(1, 2, 'M')), alex)).toBe('também tio de Alex');
  });

  it('joins the parts', () => {
    const parts = [
      portuguese.sentence(ana, blood(collateral(2, 2, 'F')), bento),
      portuguese.also({ kind: 'step-sibling', gender: 'F' }, bento),
    ];
    expect(portuguese.join(parts)).toBe('Ana é prima irmã de Bento; também irmã postiça dele');
  });
});
