import { line } from '../gramps-table.fixture.js';
import { italian } from '../it.js';
import { coInLaw, ofSpouse, spouseOf, stepSibling } from '../relation-terms.fixture.js';
import {
  anna,
  annaToBen,
  ben,
  firstThroughWomen,
  refuses,
  type LanguageTable,
} from './table.fixture.js';

const { say, also, blood } = annaToBen;

const sister = line(['M', 'F'], ['M', 'M']);
const son = line(['M', 'M'], ['M']);
const mother = line(['F'], ['F', 'F']);
const aunt = line(['M', 'F'], ['M', 'M', 'M']);
const uncle = line(['M', 'M'], ['M', 'F', 'M']);
const wifesCousin = ofSpouse(line(['M', 'M', 'F'], ['M', 'F', 'F']), 'F');
const spousesGrandfather = ofSpouse(line(['M'], ['M', 'M', 'U']), 'U');
const auntsHusband = spouseOf('M', aunt);
const coInLawsWife = coInLaw('F', line(['M', 'M'], ['M', 'F']));

// Relations Gramps does not name: cognato, suocero, genero, nuora; patrigno, matrigna,
// figliastro, fratellastro; the spouse of a further relative and the relative of a spouse
// outright. Its far generations, Gramps' own, are in it.test.ts.
export const italianTable: LanguageTable = {
  title: 'Italian',
  locale: 'it',
  language: italian,
  spousesOfRelatives: [
    say(spouseOf('F', sister), 'Anna è la cognata di Ben'),
    say(spouseOf('F', son), 'Anna è la nuora di Ben'),
    say(spouseOf('M', son), 'Anna è il genero di Ben'),
    say(spouseOf('F', line(['M'], ['M', 'M'])), 'Anna è la matrigna di Ben'),
    say(auntsHusband, 'Anna è il marito della zia di Ben'),
    also(auntsHusband, 'e anche il marito di sua zia'),
    say(spouseOf('F', uncle), 'Anna è la moglie dello zio di Ben'),
  ],
  relativesOfSpouses: [
    say(ofSpouse(sister, 'F'), 'Anna è la cognata di Ben'),
    say(ofSpouse(mother, 'F'), 'Anna è la suocera di Ben'),
    also(ofSpouse(mother, 'F'), 'e anche sua suocera'),
    say(ofSpouse(line(['F', 'F'], ['F']), 'F'), 'Anna è la figliastra di Ben'),
    say(wifesCousin, 'Anna è la cugina di 1° grado(1-1) della moglie di Ben'),
    also(wifesCousin, 'e anche la cugina di 1° grado(1-1) di sua moglie'),
    say(spousesGrandfather, 'Anna è il nonno del/della consorte di Ben'),
    also(spousesGrandfather, 'e anche il nonno del suo/della sua consorte'),
  ],
  // As the spouse of one's brother- or sister-in-law.
  coSiblingsInLaw: [
    say(coInLawsWife, 'Anna è la moglie del cognato di Ben'),
    also(coInLawsWife, 'e anche la moglie di suo cognato'),
  ],
  stepSiblings: [
    say(stepSibling('F'), 'Anna è la sorellastra di Ben'),
    say(stepSibling('U'), 'Anna è il fratellastro/sorellastra di Ben'),
  ],
  // doppio, triplo
  multipleLines: [
    blood(
      ['M', 'M', 'F'],
      ['M', 'M', 'M'],
      { multiplicity: 2 },
      'la doppia cugina di 1° grado(1-1)',
    ),
    blood(
      ['M', 'M', 'M'],
      ['M', 'M', 'M'],
      { multiplicity: 3 },
      'il triplo cugino di 1° grado(1-1)',
    ),
    blood(['M', 'M'], ['M', 'M', 'M'], { multiplicity: 2 }, 'il doppio zio'),
    blood(
      ['M', 'M', 'M'],
      ['M', 'M', 'M'],
      { multiplicity: 4 },
      'il cugino di 1° grado(1-1) (per 4 linee di parentela)',
    ),
  ],
  // unilaterale
  halfLines: [
    blood(
      ['M', 'M', 'F'],
      ['M', 'F', 'M'],
      { half: true },
      'la cugina unilaterale di 1° grado(1-1)',
    ),
    blood(['M', 'M'], ['M', 'M', 'M'], { half: true }, 'lo zio unilaterale'),
    blood(['F', 'F', 'M'], ['F', 'F'], { half: true }, 'il nipote unilaterale'),
    blood(['F', 'M'], ['F', 'M'], { half: true }, 'il fratellastro'),
  ],
  deepLines: [],
  everyLine: { depth: 25, line: firstThroughWomen },
  // In agreement with the two.
  refusals: [
    refuses(anna, ben, 'Anna e Ben non sono imparentati in questo albero genealogico.'),
    refuses(
      anna,
      { name: 'Carla', gender: 'F' },
      'Anna e Carla non sono imparentate in questo albero genealogico.',
    ),
  ],
};
