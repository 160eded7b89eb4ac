import { collateral, siblingLine } from '../gramps-table.fixture.js';
import { portuguese } from '../pt.js';
import type { Named } from '../relation-term.js';
import { coInLaw, stepSibling } from '../relation-terms.fixture.js';
import { marriedTo, names, ofWifeOf, refuses, says, type LanguageTable } from './table.fixture.js';

const ana: Named = { name: 'Ana', gender: 'F' };
const bento: Named = { name: 'Bento', gender: 'M' };
const sisters = siblingLine('F', 'F', null);
const married = marriedTo('Carlos', ana);
const ofWife = ofWifeOf(bento);

// Words Gramps has none for.
export const portugueseTable: LanguageTable = {
  title: 'Portuguese',
  locale: 'pt',
  language: portuguese,
  spousesOfRelatives: [
    married('M', siblingLine('F', 'F', null), 'Carlos é cunhado de Ana'),
    married('M', collateral(1, 0, 'F'), 'Carlos é genro de Ana'),
    married('F', collateral(1, 0, 'M'), 'Carlos é nora de Ana'),
    married('M', collateral(0, 1, 'F'), 'Carlos é padrasto de Ana'),
    married('F', collateral(0, 1, 'M'), 'Carlos é madrasta de Ana'),
    married('M', collateral(1, 2, 'F'), 'Carlos é tio por afinidade de Ana'),
  ],
  relativesOfSpouses: [
    ofWife(siblingLine('F', 'M', null), 'Dora é cunhada de Bento'),
    ofWife(collateral(0, 1, 'F'), 'Dora é sogra de Bento'),
    ofWife(collateral(1, 0, 'F'), 'Dora é enteada de Bento'),
    ofWife(collateral(0, 2, 'F'), 'Dora é avó por afinidade de Bento'),
  ],
  coSiblingsInLaw: [
    says(bento, coInLaw('M', sisters), ana, 'Bento é concunhado de Ana'),
    says(ana, coInLaw('F', sisters), bento, 'Ana é concunhada de Bento'),
  ],
  stepSiblings: [says(bento, stepSibling('M'), ana, 'Bento é irmão postiço de Ana')],
  multipleLines: [
    names(collateral(2, 2, 'M', { multiplicity: 2 }), 'primo irmão duplo'),
    names(collateral(2, 2, 'F', { multiplicity: 2 }), 'prima irmã dupla'),
    names(collateral(2, 2, 'U', { multiplicity: 6 }), 'primo irmão ou prima irmã (por 6 linhas)'),
  ],
  halfLines: [
    names(collateral(2, 2, 'F', { half: true }), 'meia-prima irmã'),
    names(collateral(1, 2, 'M', { half: true }), 'meio-tio'),
    names(collateral(3, 3, 'M', { half: true }), 'segundo meio-primo'),
  ],
  deepLines: [
    names(collateral(0, 25, 'M'), '24º avô'),
    names(collateral(25, 0, 'F'), '24ª neta'),
    names(collateral(25, 25, 'F'), '24ª prima'),
    names(collateral(1, 25, 'M'), '23º tio avô'),
    names(collateral(25, 1, 'F'), '23ª sobrinha neta'),
    names(collateral(25, 3, 'M'), 'parente em 28º grau (25º com terceiro)'),
    names(collateral(40, 40, 'U'), '39º primo ou 39ª prima'),
  ],
  refusals: [refuses(ana, bento, 'Ana e Bento não são parentes nesta árvore genealógica.')],
};
