import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { HandFamily } from '../relation-families.fixture.js';
import { grampsTable, line, mismatches, rowLine } from './gramps-table.fixture.js';
import { polishPartner, polishSingle } from './pl-gramps.js';
import { genitive } from './pl-grammar.js';
import { polish } from './pl.js';
import type { RelationTerm } from './relation-term.js';

const table = grampsTable('pl');
const fullSibling = (gender: Gender) =>
  table.siblings.find((s) => s.kind === 'full' && s.first === gender)!.name;

const anna = { name: 'Anna', gender: 'F' as const };
const ben = { name: 'Ben', gender: 'M' as const };
const say = (term: RelationTerm) => polish.sentence(anna, term, ben);
const blood = (toFirst: Gender[], toSecond: Gender[], extra = {}) =>
  polish.blood(line(toFirst, toSecond, extra));

describe("Polish: Gramps' table (gramps/pl.json, rel_pl.py)", () => {
  it('names every blood line as Gramps does, reading the paternal and maternal line', () => {
    // Gramps names siblings by get_sibling_relationship_string (NORM_SIB: "brat (rodzony)"), not
    // by its single string ("brat rodzony", "siostra rodzony"): the rows with up = down = 1 are
    // checked against that name; the next test checks the single string for them.
    const wrong = mismatches(
      table.blood,
      (row) => polish.blood(rowLine(row)),
      (row) => (row.up === 1 && row.down === 1 ? fullSibling(row.first) : row.name),
    );
    expect(table.blood.length).toBe(5520);
    expect(wrong.slice(0, 20), `${wrong.length} rows differ`).toEqual([]);
  });

  it("ports get_single_relationship_string row for row, siblings' rows too", () => {
    const wrong = mismatches(table.blood, (row) =>
      polishSingle(row.up, row.down, row.first, row.firstLine, row.secondLine),
    );
    expect(wrong.slice(0, 20), `${wrong.length} rows differ`).toEqual([]);
  });

  it('names full and half siblings as Gramps does, whichever parent they share', () => {
    for (const row of table.siblings.filter((s) => s.kind !== 'step')) {
      const half = row.kind !== 'full';
      const shared: Gender = row.kind === 'half-mother' ? 'F' : 'M';
      const got = blood([shared, row.first], [shared, row.second], { half });
      expect(got, `${row.kind} ${row.first}${row.second}`).toBe(row.name);
    }
  });

  it("names step-siblings przybrany, not Gramps' przyrodni (which says half)", () => {
    const step = table.siblings.filter((s) => s.kind === 'step').map((s) => s.name);
    expect(new Set(step)).toEqual(
      new Set(['brat przyrodni', 'siostra przyrodnia', 'brat lub siostra przyrodnia']),
    );
    expect(say({ kind: 'step-sibling', gender: 'M' })).toBe('Anna to przybrany brat osoby Ben');
    expect(say({ kind: 'step-sibling', gender: 'F' })).toBe('Anna to przybrana siostra osoby Ben');
  });

  it("names spouses with Gramps' partner words, but for its 'płeć nieznana'", () => {
    for (const row of table.partners) expect(polishPartner(row.first)).toBe(row.name);
    expect(say({ kind: 'spouse', gender: 'F' })).toBe('Anna to żona osoby Ben');
    expect(say({ kind: 'spouse', gender: 'M' })).toBe('Anna to mąż osoby Ben');
    expect(say({ kind: 'spouse', gender: 'U' })).toBe('Anna to małżonek osoby Ben');
  });
});

describe('Polish paternal and maternal lines', () => {
  it('tells stryj from wuj and the grandparents po mieczu from po kądzieli', () => {
    expect(blood(['M', 'M'], ['M', 'M', 'F'])).toBe('stryj');
    expect(blood(['M', 'M'], ['M', 'F', 'F'])).toBe('wuj (wujek)');
    expect(blood(['M', 'F'], ['M', 'M', 'F'])).toBe('ciotka (tzw. stryjna)');
    expect(blood(['M', 'F'], ['M', 'F', 'F'])).toBe('ciotka');
    expect(blood(['F'], ['F', 'M', 'M'])).toBe('babcia po mieczu');
    expect(blood(['F'], ['F', 'F', 'M'])).toBe('babcia po kądzieli');
    expect(blood(['M'], ['M', 'F', 'M', 'M'])).toBe('pradziadek raz po mieczu, dalej po kądzieli');
  });

  it('names a parent of unknown gender on the line as neither side', () => {
    expect(blood(['M', 'M'], ['M', 'U', 'F'])).toBe('brat lub siostra rodzica');
    expect(blood(['F'], ['F', 'U', 'M'])).toBe('babcia');
  });
});

describe('Polish sentences', () => {
  it('says "X to <name> osoby Y", the names as Gramps gives them', () => {
    expect(say({ kind: 'blood', line: line(['M', 'F'], ['M', 'M']) })).toBe(
      'Anna to siostra (rodzona) osoby Ben',
    );
    expect(say({ kind: 'blood', line: line(['M', 'M', 'F'], ['M', 'M', 'M']) })).toBe(
      'Anna to kuzynka osoby Ben',
    );
  });

  it('adds further relations with jego / jej, or "tej osoby" for unknown gender', () => {
    const cousin: RelationTerm = { kind: 'blood', line: line(['M', 'M', 'F'], ['M', 'M', 'M']) };
    expect(polish.also(cousin, ben)).toBe('a także jego kuzynka');
    expect(polish.also(cousin, anna)).toBe('a także jej kuzynka');
    expect(polish.also(cousin, { name: 'C', gender: 'U' })).toBe('a także kuzynka tej osoby');
    expect(
      polish.join([
        polish.sentence(anna, { kind: 'spouse', gender: 'F' }, ben),
        polish.also(cousin, ben),
      ]),
    ).toBe('Anna to żona osoby Ben, a także jego kuzynka');
  });

  it("puts Gramps' names in the genitive, their complements as they are", () => {
    expect(genitive('stryj')).toBe('stryja');
    expect(genitive('ciotka (tzw. stryjna)')).toBe('ciotki (tzw. stryjna)');
    expect(genitive('prapradziadek po mieczu')).toBe('prapradziadka po mieczu');
    expect(genitive('daleka kuzynka (7. stopień pokrewieństwa)')).toBe(
      'dalekiej kuzynki (7. stopień pokrewieństwa)',
    );
    expect(genitive('syn siostrzeńca')).toBe('syna siostrzeńca');
    expect(genitive('brat lub siostra rodzica')).toBe('brata lub siostry rodzica');
    expect(genitive('potomek męski w 25 pokoleniu')).toBe('potomka męskiego w 25 pokoleniu');
    expect(genitive('prapraprauwnuczka')).toBe('prapraprauwnuczki');
  });
});

describe('Polish deep lines', () => {
  it('says every line up to 25 generations each way as "Anna to … osoby Ben"', () => {
    // language-tables.test.ts checks that each has a name.
    const genders: Gender[] = ['M', 'F', 'U'];
    for (let up = 0; up <= 25; up++)
      for (let down = 0; down <= 25; down++)
        for (const gender of genders) {
          if (up === 0 && down === 0) continue;
          const toFirst: Gender[] = up ? ['M', ...Array<Gender>(up - 1).fill('F'), gender] : ['M'];
          expect(
            say({ kind: 'blood', line: line(toFirst, ['M', ...Array<Gender>(down).fill('F')]) }),
          ).toMatch(/^Anna to .+ osoby Ben$/);
        }
  });

  it('counts far generations as Gramps does', () => {
    expect(polishSingle(0, 25, 'M', '', 'f'.repeat(25))).toBe('przodek męski w 25 pokoleniu');
    expect(polishSingle(0, 15, 'F', '', 'm'.repeat(15))).toBe(
      'przodek żeński piętnastego pokolenia',
    );
    expect(polishSingle(25, 0, 'U', 'f'.repeat(25), '')).toBe('potomek w 25 pokoleniu');
    expect(polishSingle(1, 25, 'M', 'f', 'f'.repeat(25))).toBe(
      'rodzeństwo przodka męskiego 25 pokolenia',
    );
    expect(polishSingle(25, 1, 'F', 'm'.repeat(25), 'm')).toBe(
      'żeński potomek w 25 pokoleniu brata',
    );
    expect(polishSingle(25, 25, 'M', 'f'.repeat(25), 'f'.repeat(25))).toBe(
      'daleki kuzyn (50. stopień pokrewieństwa)',
    );
  });
});

describe('Polish through the relation engine', () => {
  // Jan and Maria's children Piotr and Zofia; Piotr marries Ewa, Zofia marries Adam.
  const f = new HandFamily()
    .add('Jan', 'M')
    .add('Maria', 'F')
    .wed('Jan', 'Maria')
    .add('Piotr', 'M', 'Jan', 'Maria')
    .add('Zofia', 'F', 'Jan', 'Maria')
    .add('Ewa', 'F')
    .add('Adam', 'M')
    .wed('Piotr', 'Ewa')
    .wed('Adam', 'Zofia')
    .add('Tomek', 'M', 'Piotr', 'Ewa')
    .add('Ola', 'F', 'Adam', 'Zofia')
    .add('Obcy', 'M');
  const summary = (first: string, second: string) =>
    f.relation(first, second, polish)?.summary ?? null;

  it('answers blood, in-law and co-in-law relations in Polish, by the side of the family', () => {
    expect(summary('Tomek', 'Ola')).toBe('Tomek to kuzyn osoby Ola');
    expect(summary('Piotr', 'Ola')).toBe('Piotr to wuj (wujek) osoby Ola');
    expect(summary('Zofia', 'Tomek')).toBe('Zofia to ciotka (tzw. stryjna) osoby Tomek');
    expect(summary('Jan', 'Ola')).toBe('Jan to dziadek po kądzieli osoby Ola');
    expect(summary('Ewa', 'Ola')).toBe('Ewa to wujenka osoby Ola');
    expect(summary('Ewa', 'Zofia')).toBe('Ewa to bratowa osoby Zofia');
    expect(summary('Ewa', 'Adam')).toBe('Ewa to żona szwagra osoby Adam');
    expect(summary('Obcy', 'Ola')).toBeNull();
  });
});
