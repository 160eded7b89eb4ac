import { line } from '../gramps-table.fixture.js';
import { polish } from '../pl.js';
import { coInLaw, ofSpouse, spouseOf } from '../relation-terms.fixture.js';
import {
  anna,
  annaToBen,
  ben,
  firstThroughWomen,
  refuses,
  type LanguageTable,
} from './table.fixture.js';

const { say, also, blood } = annaToBen;

const brother = line(['M', 'M'], ['M', 'M']);
const sister = line(['M', 'F'], ['M', 'M']);
const daughter = line(['M', 'F'], ['M']);
const stryj = line(['M', 'M'], ['M', 'M', 'M']);
const wuj = line(['M', 'M'], ['M', 'F', 'M']);
const auntsHusband = spouseOf('M', line(['M', 'F'], ['M', 'F', 'M']));
const wifesCousin = ofSpouse(line(['M', 'M', 'F'], ['M', 'F', 'F']), 'F');
const szwagiersWife = coInLaw('F', line(['M', 'M'], ['M', 'F']));

// Relations Gramps does not name: szwagier, bratowa, szwagierka, teść, zięć, synowa; ojczym,
// macocha, pasierb, pasierbica; an uncle's wife stryjenka or wujenka by the side, others
// outright. The step-siblings and far generations, against Gramps', are in pl.test.ts.
export const polishTable: LanguageTable = {
  title: 'Polish',
  locale: 'pl',
  language: polish,
  spousesOfRelatives: [
    say(spouseOf('F', brother), 'Anna to bratowa osoby Ben'),
    say(spouseOf('M', sister), 'Anna to szwagier osoby Ben'),
    say(spouseOf('M', daughter), 'Anna to zięć osoby Ben'),
    say(spouseOf('F', line(['M', 'M'], ['M'])), 'Anna to synowa osoby Ben'),
    say(spouseOf('F', line(['M'], ['M', 'M'])), 'Anna to macocha osoby Ben'),
    say(spouseOf('F', stryj), 'Anna to stryjenka osoby Ben'),
    say(spouseOf('F', wuj), 'Anna to wujenka osoby Ben'),
    say(auntsHusband, 'Anna to mąż ciotki osoby Ben'),
    also(auntsHusband, 'a także mąż jego ciotki'),
  ],
  relativesOfSpouses: [
    say(ofSpouse(sister, 'F'), 'Anna to szwagierka osoby Ben'),
    say(ofSpouse(line(['M'], ['M', 'F']), 'F'), 'Anna to teść osoby Ben'),
    say(ofSpouse(line(['F', 'F'], ['F']), 'F'), 'Anna to pasierbica osoby Ben'),
    say(wifesCousin, 'Anna to kuzynka żony osoby Ben'),
    also(wifesCousin, 'a także kuzynka jego żony'),
  ],
  // As the spouse of a szwagier or szwagierka.
  coSiblingsInLaw: [
    say(szwagiersWife, 'Anna to żona szwagra osoby Ben'),
    also(szwagiersWife, 'a także żona jego szwagra'),
  ],
  stepSiblings: [],
  // podwójny, potrójny
  multipleLines: [
    blood(['M', 'M', 'F'], ['M', 'M', 'M'], { multiplicity: 2 }, 'podwójna kuzynka'),
    blood(['M', 'M', 'M'], ['M', 'M', 'M'], { multiplicity: 3 }, 'potrójny kuzyn'),
    blood(['M', 'M', 'M'], ['M', 'M', 'M'], { multiplicity: 5 }, 'kuzyn (pokrewieństwo 5-krotne)'),
  ],
  // przyrodni, or through half siblings
  halfLines: [
    blood(['M', 'M', 'F'], ['M', 'F', 'M'], { half: true }, 'kuzynka przyrodnia'),
    blood(['M', 'M'], ['M', 'M', 'M'], { half: true }, 'stryj przyrodni'),
    blood(
      ['M', 'M', 'M', 'F'],
      ['M', 'M', 'M'],
      { half: true },
      'daleka kuzynka przyrodnia (5. stopień pokrewieństwa)',
    ),
    blood(
      ['F', 'F', 'F', 'M'],
      ['F', 'F'],
      { half: true },
      'wnuk siostrzeńca (przez rodzeństwo przyrodnie)',
    ),
  ],
  deepLines: [],
  everyLine: { depth: 25, line: firstThroughWomen },
  // In agreement with the two.
  refusals: [
    refuses(anna, ben, 'Anna i Ben nie są ze sobą spokrewnieni w tym drzewie genealogicznym.'),
    refuses(
      anna,
      { name: 'Ewa', gender: 'F' },
      'Anna i Ewa nie są ze sobą spokrewnione w tym drzewie genealogicznym.',
    ),
  ],
};
