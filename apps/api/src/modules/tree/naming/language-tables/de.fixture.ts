import { german } from '../de.js';
import { collateral } from '../gramps-table.fixture.js';
import { bloodTerm, coInLaw, ofSpouse, spouseOf } from '../relation-terms.fixture.js';
import { addsAlso, anna, ben, names, refuses, says, type LanguageTable } from './table.fixture.js';

const sisters = collateral(1, 1, 'F', { second: 'F' });

// Each in-law's name is rel_de's own with in_law_b (b married into a's family) or in_law_a (b a
// relative of a's spouse) or both. The step-siblings are in de.test.ts, against Gramps' word.
export const germanTable: LanguageTable = {
  title: 'German',
  locale: 'de',
  language: german,
  // Married to Ben's sister, his mother, his son, his grandson, his cousin, his grandmother.
  spousesOfRelatives: [
    says(ben, spouseOf('M', collateral(1, 1, 'F')), anna, 'Ben ist der Schwager von Anna'),
    says(ben, spouseOf('M', collateral(0, 1, 'F')), anna, 'Ben ist der Stiefvater von Anna'),
    says(anna, spouseOf('F', collateral(1, 0, 'M')), ben, 'Anna ist die Schwiegertochter von Ben'),
    says(
      anna,
      spouseOf('F', collateral(2, 0, 'M')),
      ben,
      'Anna ist die Schwiegerenkeltochter von Ben',
    ),
    says(
      anna,
      spouseOf('F', collateral(2, 2, 'M')),
      ben,
      'Anna ist die Cousine (angeheiratet) von Ben',
    ),
    says(ben, spouseOf('M', collateral(0, 2, 'F')), anna, 'Ben ist der Stiefgroßvater von Anna'),
  ],
  relativesOfSpouses: [
    says(ben, ofSpouse(collateral(0, 1, 'M'), 'F'), anna, 'Ben ist der Schwiegervater von Anna'),
    says(anna, ofSpouse(collateral(1, 0, 'F'), 'F'), ben, 'Anna ist die Stieftochter von Ben'),
    says(anna, ofSpouse(collateral(1, 1, 'F'), 'F'), ben, 'Anna ist die Schwägerin von Ben'),
    says(ben, ofSpouse(collateral(1, 2, 'M'), 'F'), anna, 'Ben ist der Schwiegeronkel von Anna'),
    says(
      ben,
      ofSpouse(collateral(0, 2, 'M'), 'F'),
      anna,
      'Ben ist der Schwiegergroßvater von Anna',
    ),
    addsAlso(ofSpouse(collateral(2, 0, 'F'), 'F'), ben, 'außerdem seine Stiefenkeltochter'),
  ],
  coSiblingsInLaw: [
    says(ben, coInLaw('M', sisters), anna, 'Ben ist der Schwippschwager von Anna'),
    says(anna, coInLaw('F', sisters), ben, 'Anna ist die Schwippschwägerin von Ben'),
  ],
  stepSiblings: [],
  // With Gramps' Halb- prefix.
  halfLines: [
    names(collateral(2, 2, 'M', { half: true }), 'Halbcousin'),
    names(collateral(1, 2, 'F', { half: true, ancestor: 'F' }), 'Halbtante'),
    names(collateral(3, 1, 'U', { half: true }), 'Halbgroßneffe oder Halbgroßnichte'),
  ],
  // With doppelt, dreifach.
  multipleLines: [
    names(collateral(2, 2, 'M', { multiplicity: 2 }), 'doppelter Cousin'),
    names(collateral(2, 2, 'F', { multiplicity: 3 }), 'dreifache Cousine'),
    names(collateral(1, 1, 'U', { multiplicity: 2 }), 'doppeltes Geschwisterkind'),
    names(
      collateral(3, 3, 'U', { multiplicity: 4 }),
      '4-facher Cousin oder 4-fache Cousine zweiten Grades',
    ),
    says(
      anna,
      bloodTerm(collateral(2, 2, 'F', { multiplicity: 2 })),
      ben,
      'Anna ist die doppelte Cousine von Ben',
    ),
    addsAlso(
      bloodTerm(collateral(2, 2, 'M', { multiplicity: 2 })),
      anna,
      'außerdem ihr doppelter Cousin',
    ),
    // A lineal line is one line, whatever the count says.
    names(collateral(0, 2, 'M', { multiplicity: 2 }), 'Großvater'),
  ],
  deepLines: [
    names(collateral(0, 25, 'M'), '(XXIII) Urgroßvater'),
    names(collateral(25, 0, 'F'), '(XXIII) Urgroßtochter'),
    names(collateral(25, 25, 'M'), 'Cousin 24. Grades'),
    names(collateral(1, 25, 'F'), 'Erzahnenurgroßtante'),
    // Gramps' own answers: rel_de's Roman numerals count one too few.
    names(collateral(28, 2, 'M', { half: true }), 'Halb(XXIV) Urgroßneffe zweiten Grades'),
    names(collateral(28, 2, 'M'), '(XXIV) Urgroßneffe zweiten Grades'),
  ],
  everyLine: { depth: 30 },
  refusals: [refuses(anna, ben, 'Anna und Ben sind in diesem Stammbaum nicht verwandt.')],
};
