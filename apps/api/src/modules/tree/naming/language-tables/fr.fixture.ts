import { french } from '../fr.js';
import { collateral, siblingLine } from '../gramps-table.fixture.js';
import { coInLaw, stepSibling } from '../relation-terms.fixture.js';
import {
  addsAlso,
  alex,
  anna,
  ben,
  marriedTo,
  names,
  ofWifeOf,
  refuses,
  says,
  type LanguageTable,
} from './table.fixture.js';

const sisters = siblingLine('F', 'F', null);
const married = marriedTo('Carl', anna);
const ofWife = ofWifeOf(ben);

// Words Gramps has none for.
export const frenchTable: LanguageTable = {
  title: 'French',
  locale: 'fr',
  language: french,
  spousesOfRelatives: [
    married('M', siblingLine('F', 'F', null), "Carl est le beau-frère d'Anna"),
    married('F', siblingLine('M', 'F', 'M'), "Carl est la belle-sœur d'Anna"),
    married('M', collateral(1, 0, 'F'), "Carl est le gendre d'Anna"),
    married('F', collateral(1, 0, 'M'), "Carl est la bru d'Anna"),
    married('M', collateral(0, 1, 'F'), "Carl est le beau-père d'Anna"),
    married('U', collateral(0, 1, 'F'), "Carl est le beau-parent d'Anna"),
    // The husband of the aunt: her word in his gender, "par alliance".
    married('M', collateral(1, 2, 'F'), "Carl est l'oncle par alliance d'Anna"),
    married('F', collateral(2, 2, 'M'), "Carl est la première cousine par alliance d'Anna"),
  ],
  relativesOfSpouses: [
    ofWife(siblingLine('F', 'M', null), 'Dora est la belle-sœur de Ben'),
    ofWife(collateral(0, 1, 'F'), 'Dora est la belle-mère de Ben'),
    ofWife(collateral(1, 0, 'F'), 'Dora est la belle-fille de Ben'),
    ofWife(collateral(0, 2, 'F'), 'Dora est la grand-mère par alliance de Ben'),
    ofWife(
      collateral(2, 3, 'F'),
      "Dora est la tante à la mode de Bretagne par alliance de Ben (cousine germaine d'un parent)",
    ),
  ],
  coSiblingsInLaw: [
    says(ben, coInLaw('M', sisters), anna, "Ben est le beau-frère d'Anna"),
    says(anna, coInLaw('F', sisters), ben, 'Anna est la belle-sœur de Ben'),
  ],
  stepSiblings: [
    says(ben, stepSibling('M'), anna, "Ben est le quasi-frère d'Anna"),
    addsAlso(stepSibling('F'), ben, 'aussi sa quasi-sœur'),
    says(alex, stepSibling('U'), ben, 'Alex est le quasi-frère ou la quasi-sœur de Ben'),
  ],
  multipleLines: [
    names(collateral(2, 2, 'M', { multiplicity: 2 }), 'le premier double cousin'),
    names(collateral(2, 2, 'F', { multiplicity: 3 }), 'la première triple cousine'),
    names(collateral(2, 2, 'M', { multiplicity: 6 }), 'le premier cousin (par 6 lignes)'),
  ],
  halfLines: [
    names(collateral(2, 2, 'F', { half: true }), 'la première demi-cousine'),
    names(collateral(1, 2, 'M', { half: true }), 'le demi-oncle'),
    names(collateral(2, 1, 'F', { half: true }), 'la demi-nièce'),
    names(collateral(1, 4, 'M', { half: true }), 'le demi-arrière-grand-oncle'),
    names(collateral(3, 3, 'M', { half: true, multiplicity: 2 }), 'le deuxième double demi-cousin'),
  ],
  deepLines: [
    names(collateral(0, 25, 'M'), "l'ascendant lointain (26ème génération)"),
    names(collateral(25, 0, 'F'), 'la descendante lointaine (26ème génération)'),
    names(collateral(25, 25, 'F'), 'la vingt-quatrième cousine'),
    names(collateral(1, 25, 'M'), "l'oncle lointain par la 26ème génération"),
    names(collateral(25, 1, 'F'), 'la nièce lointaine (25ème génération)'),
    names(
      collateral(25, 3, 'M'),
      'le neveu du vingt-sixième au quatrième degré (canon) et au trentième degré (civil)',
    ),
    names(
      collateral(3, 25, 'M', { half: true }),
      'le demi-oncle du quatrième au vingt-sixième degré (canon) et au trentième degré (civil)',
    ),
    names(collateral(40, 40, 'U'), 'un parent lointain'),
    names(collateral(25, 15, 'F'), 'la nièce lointaine, à la seizième génération'),
    names(collateral(15, 25, 'F'), 'la tante lointaine, reliée à la vingt-sixième génération'),
  ],
  refusals: [
    refuses(anna, ben, "Anna et Ben n'ont aucun lien de parenté dans cet arbre généalogique."),
  ],
};
