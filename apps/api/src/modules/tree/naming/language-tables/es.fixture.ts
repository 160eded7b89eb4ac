import { spanish } from '../es.js';
import { collateral, siblingLine } from '../gramps-table.fixture.js';
import type { Named } from '../relation-term.js';
import { coInLaw, stepSibling } from '../relation-terms.fixture.js';
import {
  addsAlso,
  ben,
  marriedTo,
  names,
  ofWifeOf,
  refuses,
  says,
  type LanguageTable,
} from './table.fixture.js';

const ana: Named = { name: 'Ana', gender: 'F' };
const isabel: Named = { name: 'Isabel', gender: 'F' };
const sisters = siblingLine('F', 'F', null);
const married = marriedTo('Carlos', ana);
const ofWife = ofWifeOf(ben);

// Words Gramps has none for.
export const spanishTable: LanguageTable = {
  title: 'Spanish',
  locale: 'es',
  language: spanish,
  spousesOfRelatives: [
    married('M', siblingLine('F', 'F', null), 'Carlos es cuñado de Ana'),
    married('M', collateral(1, 0, 'F'), 'Carlos es yerno de Ana'),
    married('F', collateral(1, 0, 'M'), 'Carlos es nuera de Ana'),
    married('M', collateral(0, 1, 'F'), 'Carlos es padrastro de Ana'),
    married('F', collateral(0, 1, 'M'), 'Carlos es madrastra de Ana'),
    married('M', collateral(1, 2, 'F'), 'Carlos es tío político de Ana'),
    married('F', collateral(4, 2, 'M'), 'Carlos es nieta política de un primo hermano de Ana'),
    married(
      'U',
      collateral(2, 2, 'M'),
      'Carlos es primo hermano político o prima hermana política de Ana',
    ),
  ],
  relativesOfSpouses: [
    ofWife(siblingLine('F', 'M', null), 'Dora es cuñada de Ben'),
    ofWife(collateral(0, 1, 'F'), 'Dora es suegra de Ben'),
    ofWife(collateral(1, 0, 'F'), 'Dora es hijastra de Ben'),
    ofWife(collateral(0, 2, 'F'), 'Dora es abuela política de Ben'),
  ],
  coSiblingsInLaw: [
    says(ben, coInLaw('M', sisters), ana, 'Ben es concuñado de Ana'),
    says(
      { name: 'Alex', gender: 'U' },
      coInLaw('U', sisters),
      ana,
      'Alex es concuñado o concuñada de Ana',
    ),
  ],
  stepSiblings: [addsAlso(stepSibling('M'), ana, 'también su hermanastro')],
  multipleLines: [
    names(collateral(2, 2, 'M', { multiplicity: 2 }), 'primo hermano doble'),
    names(
      collateral(2, 2, 'U', { multiplicity: 3 }),
      'primo hermano triple o prima hermana triple',
    ),
    names(collateral(2, 2, 'F', { multiplicity: 5 }), 'prima hermana (por 5 líneas)'),
  ],
  halfLines: [
    names(collateral(2, 2, 'F', { half: true }), 'media prima hermana'),
    names(collateral(1, 2, 'M', { half: true }), 'medio tío'),
    names(collateral(2, 1, 'U', { half: true }), 'medio sobrino o media sobrina'),
    names(collateral(4, 2, 'M', { half: true }), 'nieto de un medio primo hermano'),
  ],
  deepLines: [
    names(collateral(0, 25, 'M'), '24-ésimo abuelo'),
    names(collateral(25, 0, 'F'), '24-ésima nieta'),
    names(collateral(25, 25, 'F'), 'prima 24-ésima'),
    names(collateral(1, 25, 'M'), '23-ésimo tío abuelo'),
    names(collateral(25, 1, 'F'), '23-ésima sobrina nieta'),
    names(collateral(25, 3, 'M'), '21-ésimo nieto de un primo segundo'),
    names(collateral(3, 25, 'M'), 'primo segundo de un 21-ésimo abuelo'),
    names(collateral(40, 40, 'U'), 'primo 39-ésimo o prima 39-ésima'),
    names(collateral(25, 15, 'F'), 'novena nieta de un primo decimocuarto'),
  ],
  refusals: [
    refuses(ana, ben, 'Ana y Ben no están emparentados en este árbol genealógico.'),
    refuses(ana, isabel, 'Ana e Isabel no están emparentadas en este árbol genealógico.'),
  ],
};
