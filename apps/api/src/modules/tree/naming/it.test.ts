import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { HandFamily } from '../relation-families.fixture.js';
import { grampsTable, line, mismatches, rowLine } from './gramps-table.fixture.js';
import { italianPartner, italianSingle } from './it-gramps.js';
import { italian } from './it.js';
import type { RelationTerm } from './relation-term.js';

const table = grampsTable('it');
const fullSibling = (gender: Gender) =>
  table.siblings.find((s) => s.kind === 'full' && s.first === gender)!.name;

const anna = { name: 'Anna', gender: 'F' as const };
const ben = { name: 'Ben', gender: 'M' as const };
const say = (term: RelationTerm) => italian.sentence(anna, term, ben);
const blood = (toFirst: Gender[], toSecond: Gender[], extra = {}) =>
  italian.blood(line(toFirst, toSecond, extra));

describe("Italian: Gramps' table (gramps/it.json, rel_it.py)", () => {
  it('names every blood line as Gramps does', () => {
    // Gramps names siblings by get_sibling_relationship_string (NORM_SIB), not by the single
    // string: the rows with up = down = 1 are checked against that name (for Italian the same).
    const wrong = mismatches(
      table.blood,
      (row) => italian.blood(rowLine(row)),
      (row) => (row.up === 1 && row.down === 1 ? fullSibling(row.first) : row.name),
    );
    expect(table.blood.length).toBe(5520);
    expect(wrong.slice(0, 20), `${wrong.length} rows differ`).toEqual([]);
  });

  it("ports get_single_relationship_string row for row, siblings' rows too", () => {
    const wrong = mismatches(table.blood, (row) => italianSingle(row.up, row.down, row.first));
    expect(wrong.slice(0, 20), `${wrong.length} rows differ`).toEqual([]);
  });

  it('names full and half siblings as Gramps does, whichever parent they share', () => {
    for (const row of table.siblings) {
      const half = row.kind === 'half-father' || row.kind === 'half-mother';
      const shared: Gender = row.kind === 'half-mother' ? 'F' : 'M';
      const got =
        row.kind === 'step'
          ? say({ kind: 'step-sibling', gender: row.first }).replace(/^Anna è | di Ben$/g, '')
          : blood([shared, row.first], [shared, row.second], { half });
      expect(got, `${row.kind} ${row.first}${row.second}`).toBe(row.name);
    }
  });

  it("names spouses with Gramps' partner words", () => {
    for (const row of table.partners) expect(italianPartner(row.first)).toBe(row.name);
    expect(say({ kind: 'spouse', gender: 'F' })).toBe('Anna è la moglie di Ben');
    expect(say({ kind: 'spouse', gender: 'M' })).toBe('Anna è il marito di Ben');
    expect(say({ kind: 'spouse', gender: 'U' })).toBe('Anna è il/la consorte di Ben');
  });
});

describe('Italian sentences', () => {
  it('says what the first is to the second, with the name after "di"', () => {
    expect(say({ kind: 'blood', line: line(['M', 'F'], ['M', 'M']) })).toBe(
      'Anna è la sorella di Ben',
    );
    expect(say({ kind: 'blood', line: line(['F'], ['F', 'M', 'M']) })).toBe(
      'Anna è la nonna di Ben',
    );
    expect(say({ kind: 'blood', line: line(['M', 'M', 'F'], ['M', 'M', 'M']) })).toBe(
      'Anna è la cugina di 1° grado(1-1) di Ben',
    );
  });

  it('adds further relations with a possessive, without the article for a close relative', () => {
    const cousin: RelationTerm = { kind: 'blood', line: line(['M', 'M', 'F'], ['M', 'M', 'M']) };
    const uncle: RelationTerm = { kind: 'blood', line: line(['M', 'M'], ['M', 'F', 'M']) };
    expect(italian.also(cousin, ben)).toBe('e anche la sua cugina di 1° grado(1-1)');
    expect(italian.also(uncle, anna)).toBe('e anche suo zio');
    expect(italian.also({ kind: 'spouse', gender: 'F' }, ben)).toBe('e anche sua moglie');
    expect(
      italian.join([
        italian.sentence(anna, { kind: 'spouse', gender: 'F' }, ben),
        italian.also(cousin, ben),
      ]),
    ).toBe('Anna è la moglie di Ben, e anche la sua cugina di 1° grado(1-1)');
  });
});

describe('Italian deep lines', () => {
  it("counts far generations as Gramps does: l'avo, il discendente, uno zio lontano", () => {
    expect(italianSingle(0, 25, 'M')).toBe("l'avo (25 generazioni)");
    expect(italianSingle(25, 0, 'F')).toBe('la discendente diretta (25 generazioni)');
    expect(italianSingle(1, 25, 'M')).toBe('uno zio lontano (25 generazioni)');
    expect(italianSingle(25, 1, 'F')).toBe('una nipote lontana (24 generazioni)');
    expect(italianSingle(25, 25, 'M')).toBe('il cugino di 47° grado(24-24)');
    expect(italian.also({ kind: 'blood', line: line(['M'], Array(26).fill('M')) }, ben)).toBe(
      'e anche il suo avo (25 generazioni)',
    );
  });
});

describe('Italian through the relation engine', () => {
  // Gianni and Maria's children Luca and Sara; Luca marries Elena, Sara marries Paolo.
  const f = new HandFamily()
    .add('Gianni', 'M')
    .add('Maria', 'F')
    .wed('Gianni', 'Maria')
    .add('Luca', 'M', 'Gianni', 'Maria')
    .add('Sara', 'F', 'Gianni', 'Maria')
    .add('Elena', 'F')
    .add('Paolo', 'M')
    .wed('Luca', 'Elena')
    .wed('Paolo', 'Sara')
    .add('Marco', 'M', 'Luca', 'Elena')
    .add('Giulia', 'F', 'Paolo', 'Sara')
    .add('Estraneo', 'M');
  const summary = (first: string, second: string) =>
    f.relation(first, second, italian)?.summary ?? null;

  it('answers blood, in-law and co-in-law relations in Italian', () => {
    expect(summary('Marco', 'Giulia')).toBe('Marco è il cugino di 1° grado(1-1) di Giulia');
    expect(summary('Sara', 'Marco')).toBe('Sara è la zia di Marco');
    expect(summary('Gianni', 'Marco')).toBe('Gianni è il nonno di Marco');
    expect(summary('Elena', 'Sara')).toBe('Elena è la cognata di Sara');
    expect(summary('Elena', 'Paolo')).toBe('Elena è la moglie del cognato di Paolo');
    expect(summary('Paolo', 'Marco')).toBe('Paolo è il marito della zia di Marco');
    expect(summary('Estraneo', 'Marco')).toBeNull();
  });
});
