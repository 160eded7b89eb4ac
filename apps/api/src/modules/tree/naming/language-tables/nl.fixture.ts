import { collateral } from '../gramps-table.fixture.js';
import { dutch } from '../nl.js';
import { bloodTerm, coInLaw, ofSpouse, spouseOf, stepSibling } from '../relation-terms.fixture.js';
import {
  addsAlso,
  alex,
  anna,
  ben,
  names,
  refuses,
  says,
  type LanguageTable,
} from './table.fixture.js';

const sisters = collateral(1, 1, 'F', { second: 'F' });

export const dutchTable: LanguageTable = {
  title: 'Dutch',
  locale: 'nl',
  language: dutch,
  // schoonbroer, stiefvader, schoondochter, aangetrouwde …
  spousesOfRelatives: [
    says(ben, spouseOf('M', collateral(1, 1, 'F')), anna, 'Ben is de schoonbroer van Anna'),
    says(ben, spouseOf('M', collateral(0, 1, 'F')), anna, 'Ben is de stiefvader van Anna'),
    says(ben, spouseOf('M', collateral(0, 2, 'F')), anna, 'Ben is de stiefgrootvader van Anna'),
    says(anna, spouseOf('F', collateral(1, 0, 'M')), ben, 'Anna is de schoondochter van Ben'),
    says(
      anna,
      spouseOf('F', collateral(2, 0, 'M')),
      ben,
      'Anna is de aangetrouwde kleindochter van Ben',
    ),
    says(anna, spouseOf('F', collateral(1, 2, 'M')), ben, 'Anna is de aangetrouwde tante van Ben'),
    says(
      alex,
      spouseOf('U', collateral(1, 1, 'F', { half: true })),
      ben,
      'Alex is de aangetrouwde halfbroer of aangetrouwde halfzus van Ben',
    ),
  ],
  // schoonvader, stiefzoon, schoonzus, aangetrouwde …
  relativesOfSpouses: [
    says(ben, ofSpouse(collateral(0, 1, 'M'), 'F'), anna, 'Ben is de schoonvader van Anna'),
    says(alex, ofSpouse(collateral(0, 1, 'U'), 'F'), anna, 'Alex is de schoonouder van Anna'),
    says(ben, ofSpouse(collateral(1, 0, 'M'), 'F'), anna, 'Ben is de stiefzoon van Anna'),
    says(alex, ofSpouse(collateral(1, 0, 'U'), 'F'), anna, 'Alex is het stiefkind van Anna'),
    says(anna, ofSpouse(collateral(2, 0, 'F'), 'F'), ben, 'Anna is de stiefkleindochter van Ben'),
    says(anna, ofSpouse(collateral(1, 1, 'F'), 'F'), ben, 'Anna is de schoonzus van Ben'),
    says(
      ben,
      ofSpouse(collateral(2, 2, 'M'), 'F'),
      anna,
      'Ben is de aangetrouwde neef (kozijn) eerste graad van Anna',
    ),
  ],
  coSiblingsInLaw: [
    says(ben, coInLaw('M', sisters), anna, 'Ben is de zwager van Anna'),
    says(anna, coInLaw('F', sisters), ben, 'Anna is de schoonzus van Ben'),
    says(alex, coInLaw('U', sisters), ben, 'Alex is de zwager of schoonzus van Ben'),
  ],
  stepSiblings: [addsAlso(stepSibling('F'), ben, 'ook zijn stiefzus')],
  // With "half", as Gramps names half siblings.
  halfLines: [
    names(collateral(2, 2, 'M', { half: true }), 'halfneef (kozijn) eerste graad'),
    names(collateral(1, 2, 'F', { half: true }), 'halftante'),
    names(collateral(2, 1, 'U', { half: true }), 'halfneef of halfnicht'),
    names(collateral(1, 3, 'M', { half: true }), 'halfgrootoom'),
  ],
  // With dubbele, drievoudige.
  multipleLines: [
    names(collateral(2, 2, 'M', { multiplicity: 2 }), 'dubbele neef (kozijn) eerste graad'),
    names(collateral(1, 2, 'F', { multiplicity: 3 }), 'drievoudige tante'),
    names(collateral(2, 1, 'M', { multiplicity: 4 }), '4-voudige neef'),
    says(
      anna,
      bloodTerm(collateral(2, 2, 'F', { multiplicity: 2 })),
      ben,
      'Anna is de dubbele nicht (kozijn) eerste graad van Ben',
    ),
    names(collateral(0, 2, 'M', { multiplicity: 2 }), 'grootvader'),
  ],
  // Gramps' own answers for these lines.
  deepLines: [
    names(collateral(0, 25, 'F'), 'edelstammoeder (25 generaties)'),
    names(collateral(25, 0, 'M'), 'verre achterkleinzoon (25 generaties)'),
    names(collateral(25, 0, 'U'), 'ver achterkleinkind (25 generaties)'),
    names(collateral(25, 25, 'M'), 'neef (kozijn) vierentwintigste graad'),
    names(collateral(25, 1, 'F'), 'verre nicht (24 generaties)'),
    names(
      collateral(1, 25, 'U'),
      'edeloudbetovergrootoom (24 generaties) of edeloudbetovergroottante (24 generaties)',
    ),
    // Gramps fails here (an ordinal past its list); we keep its far form.
    names(collateral(55, 60, 'M'), 'verre oom (5 generaties, 55 graden)'),
  ],
  everyLine: { depth: 60 },
  refusals: [refuses(anna, ben, 'Anna en Ben zijn in deze stamboom niet verwant.')],
};
