import { describe, expect, it } from 'vitest';
import { collateral } from './gramps-table.fixture.js';
import { relationLanguage } from './languages.js';
import { germanTable } from './language-tables/de.fixture.js';
import { spanishTable } from './language-tables/es.fixture.js';
import { frenchTable } from './language-tables/fr.fixture.js';
import { italianTable } from './language-tables/it.fixture.js';
import { dutchTable } from './language-tables/nl.fixture.js';
import { polishTable } from './language-tables/pl.fixture.js';
import { portugueseTable } from './language-tables/pt.fixture.js';
import { said, type LanguageTable, type Said } from './language-tables/table.fixture.js';

// What every language Gramps names is checked for alike, each against its own table of names.
// Its checks of Gramps' table, and what only it says, are in the language's own test file.
const tables: LanguageTable[] = [
  germanTable,
  dutchTable,
  frenchTable,
  spanishTable,
  portugueseTable,
  italianTable,
  polishTable,
];

for (const table of tables)
  describe(table.title, () => {
    const { language } = table;

    it('is the relation language of its locale', () => {
      expect(relationLanguage(table.locale)).toBe(language);
    });

    const checks: Array<[title: string, rows: Said[]]> = [
      ['names the spouse of a relative', table.spousesOfRelatives],
      ['names a relative of the spouse', table.relativesOfSpouses],
      ['names co-siblings-in-law', table.coSiblingsInLaw],
      ['names step-siblings', table.stepSiblings],
      ['names double and triple lines', table.multipleLines],
      ['names half relations beyond siblings', table.halfLines],
      ['names lines 25 generations deep without failing', table.deepLines],
      ['refuses when nothing relates the two', table.refusals],
    ];
    // A language whose file checks one of these against Gramps has no rows for it here.
    for (const [title, rows] of checks.filter(([, rows]) => rows.length > 0))
      it(title, () => {
        rows.forEach((row, i) => expect(said(language, row), `row ${i + 1}`).toBe(row.is));
      });

    const { everyLine } = table;
    if (everyLine)
      it(`names every line up to ${everyLine.depth} generations each way, never failing`, () => {
        const lineOf = everyLine.line ?? collateral;
        for (let up = 0; up <= everyLine.depth; up++)
          for (let down = 0; down <= everyLine.depth; down++)
            for (const gender of ['M', 'F', 'U'] as const) {
              if (up === 0 && down === 0) continue;
              const name = language.blood(lineOf(up, down, gender));
              expect(name.length, `${up}/${down} ${gender}`).toBeGreaterThan(0);
            }
      });
  });
