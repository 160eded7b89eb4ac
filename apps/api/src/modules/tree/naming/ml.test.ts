import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { relationLanguage } from './languages.js';
import {
  bloodTerm,
  decisionRows,
  engineFamily,
  elder,
  generations,
  line,
  younger,
  type Spec,
} from './line-builder.fixture.js';
import { suffixed } from './ml-sandhi.js';
import { malayalam } from './ml.js';
import type { Line, RelationTerm } from './relation-term.js';

// Each `row` is the row of decision 0049's Malayalam table with that id; the last test checks
// that every row there is tested here.
const tested = new Set<string>();
const row = (id: string, title: string, check: () => void) => {
  tested.add(id);
  it(`${id}: ${title}`, check);
};

const anna = { name: 'Anna', gender: 'F' as Gender };
const ben = { name: 'Ben', gender: 'M' as Gender };
const devi = { name: 'Devi', gender: 'F' as Gender };
const name = (l: Line) => malayalam.blood(l);
const say = (term: RelationTerm, second = ben) => malayalam.sentence(anna, term, second);
const married = (gender: Gender, partnerLine: Line): RelationTerm => ({
  kind: 'spouse-of-relative',
  gender,
  partnerLine,
});
const spouses = (l: Line, spouseGender: Gender): RelationTerm => ({
  kind: 'relative-of-spouse',
  line: l,
  spouseGender,
});
const half = { half: true };
const ordered = (g: Gender, order: number): Spec => ({ g, order });
const is = (words: string) => `Anna, Ben എന്നയാളുടെ ${words}`;

describe('Malayalam: ancestors and descendants', () => {
  row('M1', 'parents', () => {
    expect(name(line('M', [], ['M']))).toBe('അച്ഛൻ');
    expect(name(line('F', [], ['F']))).toBe('അമ്മ');
    expect(name(line('U', [], ['F']))).toBe('രക്ഷിതാവ്');
  });
  row('M2', 'the father’s parents', () => {
    expect(name(line('M', [], ['M', 'F']))).toBe('അച്ഛച്ഛൻ');
    expect(name(line('F', [], ['M', 'M']))).toBe('അച്ഛമ്മ');
  });
  row('M3', 'the mother’s parents', () => {
    expect(name(line('M', [], ['F', 'M']))).toBe('അമ്മച്ഛൻ');
    expect(name(line('F', [], ['F', 'F']))).toBe('അമ്മമ്മ');
  });
  row('M4', 'grandparents through a parent of unknown gender', () => {
    expect(name(line('M', [], ['U', 'M']))).toBe('മുത്തച്ഛൻ');
    expect(name(line('F', [], ['U', 'F']))).toBe('മുത്തശ്ശി');
  });
  row('M5', 'great-grandparents', () => {
    expect(name(line('M', [], ['M', 'F', 'M']))).toBe('മുതുമുത്തച്ഛൻ');
    expect(name(line('F', [], ['F', 'U', 'M']))).toBe('മുതുമുത്തശ്ശി');
  });
  row('M6', 'four and more generations up are counted', () => {
    expect(name(line('M', [], generations(4)))).toBe('4 തലമുറ മുമ്പുള്ള മുത്തച്ഛൻ');
    expect(name(line('F', [], generations(25, 'F')))).toBe('25 തലമുറ മുമ്പുള്ള മുത്തശ്ശി');
  });
  row('M7', 'an ancestor of unknown gender, through their child', () => {
    expect(name(line('U', [], ['M', 'F']))).toBe('അച്ഛന്റെ രക്ഷിതാവ്');
    expect(name(line('U', [], ['F', 'M', 'M']))).toBe('അച്ഛമ്മയുടെ രക്ഷിതാവ്');
  });
  row('M8', 'far ancestors of unknown gender', () => {
    expect(name(line('U', [], generations(5)))).toBe('5 തലമുറ മുമ്പുള്ള പൂർവികർ');
  });
  row('M9', 'children', () => {
    expect(name(line('M', ['M'], []))).toBe('മകൻ');
    expect(name(line('M', ['F'], []))).toBe('മകൾ');
    expect(name(line('M', ['U'], []))).toBe('കുട്ടി');
  });
  row('M10', 'grandchildren, on either side', () => {
    expect(name(line('M', ['M', 'M'], []))).toBe('കൊച്ചുമകൻ');
    expect(name(line('M', ['F', 'F'], []))).toBe('കൊച്ചുമകൾ');
    expect(name(line('M', ['U', 'U'], []))).toBe('പേരക്കുട്ടി');
  });
  row('M11', 'great-grandchildren', () => {
    expect(name(line('M', ['M', 'F', 'F'], []))).toBe('പേരക്കുട്ടിയുടെ മകൾ');
    expect(name(line('M', ['M', 'F', 'U'], []))).toBe('പേരക്കുട്ടിയുടെ കുട്ടി');
  });
  row('M12', 'four and more generations down are counted', () => {
    expect(name(line('M', generations(4), []))).toBe('4 തലമുറ താഴെയുള്ള കൊച്ചുമകൻ');
    expect(name(line('M', [...generations(24), 'U'], []))).toBe('25 തലമുറ താഴെയുള്ള പേരക്കുട്ടി');
  });
});

describe('Malayalam: siblings, the parents’ siblings, nephews and nieces', () => {
  row('M13', 'elder siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')]))).toBe('ചേട്ടൻ');
    expect(name(line('M', [ordered('F', 1)], [ordered('M', 2)]))).toBe('ചേച്ചി');
  });
  row('M14', 'younger siblings', () => {
    expect(name(line('M', [younger('M')], [elder('M')]))).toBe('അനിയൻ');
    expect(name(line('M', [{ g: 'F', born: '1960-05' }], [{ g: 'F', born: '1960-02-11' }]))).toBe(
      'അനിയത്തി',
    );
  });
  row('M15', 'siblings of unknown relative age', () => {
    expect(name(line('M', ['M'], ['F']))).toBe('സഹോദരൻ');
    expect(name(line('M', [{ g: 'F', born: '1960' }], [{ g: 'F', born: '1960-02' }]))).toBe(
      'സഹോദരി',
    );
  });
  row('M16', 'siblings of unknown gender', () => {
    expect(name(line('M', [elder('U')], [younger('M')]))).toBe('മൂത്ത കൂടപ്പിറപ്പ്');
    expect(name(line('M', [younger('U')], [elder('M')]))).toBe('ഇളയ കൂടപ്പിറപ്പ്');
    expect(name(line('M', ['U'], ['M']))).toBe('കൂടപ്പിറപ്പ്');
  });
  row('M17', 'half-siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')], half))).toBe('മൂത്ത അർധസഹോദരൻ');
    expect(name(line('M', [younger('F')], [elder('F')], half))).toBe('ഇളയ അർധസഹോദരി');
    expect(name(line('M', ['F'], ['F'], half))).toBe('അർധസഹോദരി');
    expect(name(line('M', ['U'], ['F'], half))).toBe('അർധസഹോദരങ്ങളിൽ ഒരാൾ');
  });
  row('M18', 'the father’s elder brother', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F']))).toBe('വലിയച്ഛൻ');
    expect(name(line('M', [ordered('M', 1)], [ordered('M', 3), 'M']))).toBe('വലിയച്ഛൻ');
  });
  row('M19', 'the father’s younger brother', () => {
    expect(name(line('M', [younger('M')], [elder('M'), 'F']))).toBe('ചെറിയച്ഛൻ');
  });
  row('M20', 'the mother’s elder sister', () => {
    expect(name(line('M', [elder('F')], [younger('F'), 'M']))).toBe('വലിയമ്മ');
  });
  row('M21', 'the mother’s younger sister', () => {
    expect(name(line('M', [younger('F')], [elder('F'), 'M']))).toBe('ചെറിയമ്മ');
  });
  row('M22', 'the father’s sister', () => {
    expect(name(line('M', ['F'], ['M', 'M']))).toBe('അമ്മായി');
    expect(name(line('M', [elder('F')], [younger('M'), 'M']))).toBe('അമ്മായി');
  });
  row('M23', 'the mother’s brother', () => {
    expect(name(line('M', ['M'], ['F', 'M']))).toBe('അമ്മാവൻ');
  });
  row('M24', 'parallel uncles and aunts of unknown relative age', () => {
    expect(name(line('M', ['M'], ['M', 'M']))).toBe('അച്ഛന്റെ സഹോദരൻ');
    expect(name(line('M', ['F'], ['F', 'F']))).toBe('അമ്മയുടെ സഹോദരി');
  });
  row('M25', 'half, or a gender unknown: described', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F'], half))).toBe('അച്ഛന്റെ മൂത്ത അർധസഹോദരൻ');
    expect(name(line('M', ['U'], ['F', 'M']))).toBe('അമ്മയുടെ കൂടപ്പിറപ്പ്');
    expect(name(line('M', [elder('M')], [younger('U'), 'M']))).toBe('രക്ഷിതാവിന്റെ ചേട്ടൻ');
  });
  row('M26', 'grandparents’ siblings and further', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'M', 'F']))).toBe('അച്ഛച്ഛന്റെ ചേട്ടൻ');
    expect(name(line('F', ['F'], generations(25, 'F')))).toBe('24 തലമുറ മുമ്പുള്ള മുത്തശ്ശിയുടെ സഹോദരി');
  });
  row('M27', 'cross nephews and nieces', () => {
    expect(name(line('M', ['F', 'M'], ['M']))).toBe('അനന്തരവൻ');
    expect(name(line('M', ['M', 'F'], ['F']))).toBe('അനന്തരവൾ');
  });
  row('M28', 'parallel nephews and nieces, half, a gender unknown: described', () => {
    expect(name(line('M', [elder('M'), 'M'], [younger('M')]))).toBe('ചേട്ടന്റെ മകൻ');
    expect(name(line('M', ['F', 'F'], ['F']))).toBe('സഹോദരിയുടെ മകൾ');
    expect(name(line('M', ['F', 'M'], ['M'], half))).toBe('അർധസഹോദരിയുടെ മകൻ');
    expect(name(line('M', ['F', 'U'], ['M']))).toBe('സഹോദരിയുടെ കുട്ടി');
  });
  row('M29', 'siblings’ grandchildren and further', () => {
    expect(name(line('M', [elder('F'), 'M', 'M'], [younger('F')]))).toBe('ചേച്ചിയുടെ കൊച്ചുമകൻ');
    expect(name(line('M', ['M', ...generations(25)], ['M']))).toBe(
      'സഹോദരന്റെ 25 തലമുറ താഴെയുള്ള കൊച്ചുമകൻ',
    );
  });
});

describe('Malayalam: cousins', () => {
  row('M30', 'parallel first cousins, called as siblings', () => {
    expect(name(line('M', ['M', elder('M')], ['M', younger('F')]))).toBe('കസിൻ ചേട്ടൻ');
    expect(name(line('M', ['M', elder('F')], ['M', younger('F')]))).toBe('കസിൻ ചേച്ചി');
    expect(name(line('M', ['F', younger('M')], ['F', elder('M')]))).toBe('കസിൻ അനിയൻ');
    expect(name(line('M', ['F', younger('F')], ['F', elder('M')]))).toBe('കസിൻ അനിയത്തി');
  });
  row('M31', 'cousins of unknown age or gender, or of unknown crossness', () => {
    expect(name(line('M', ['M', 'M'], ['M', 'M']))).toBe('കസിൻ സഹോദരൻ');
    expect(name(line('M', ['F', 'F'], ['F', 'M']))).toBe('കസിൻ സഹോദരി');
    expect(name(line('M', ['M', 'U'], ['M', 'F']))).toBe('കസിൻ');
    expect(name(line('M', ['U', elder('F')], ['M', younger('M')]))).toBe('കസിൻ ചേച്ചി');
  });
  row('M32', 'cross first cousins', () => {
    expect(name(line('M', ['F', 'M'], ['M', 'F']))).toBe('മുറച്ചെറുക്കൻ');
    expect(name(line('M', ['M', elder('F')], ['F', younger('M')]))).toBe('മുറപ്പെണ്ണ്');
  });
  row('M33', 'second and further cousins', () => {
    expect(name(line('M', ['M', 'M', 'M'], ['M', 'M', 'M']))).toBe('രണ്ടാം കസിൻ സഹോദരൻ');
    expect(name(line('M', ['M', 'F', elder('M')], ['F', 'M', younger('M')]))).toBe(
      'രണ്ടാം കസിൻ ചേട്ടൻ',
    );
    expect(name(line('M', generations(11), generations(11)))).toBe('പത്താം കസിൻ സഹോദരൻ');
    expect(name(line('M', generations(25), generations(25)))).toBe('24-ാം കസിൻ സഹോദരൻ');
  });
  row('M34', 'half-cousins', () => {
    expect(name(line('M', ['M', 'F'], ['F', 'M'], half))).toBe('അർധ കസിൻ സഹോദരി');
  });
  row('M35', 'removed cousins of an older generation', () => {
    expect(name(line('M', ['M', 'F'], ['F', 'M', 'M']))).toBe('അച്ഛന്റെ മുറപ്പെണ്ണ്');
    expect(name(line('M', ['M', elder('M')], ['M', younger('F'), 'M']))).toBe('അമ്മയുടെ കസിൻ ചേട്ടൻ');
  });
  row('M36', 'removed cousins of a younger generation', () => {
    expect(name(line('M', ['F', 'M', 'F'], ['M', 'F']))).toBe('മുറച്ചെറുക്കന്റെ മകൾ');
    expect(name(line('M', ['M', 'F', 'F'], ['M', 'M']))).toBe('കസിൻ സഹോദരിയുടെ മകൾ');
  });
  row('M37', 'two or more lines', () => {
    const cousins = (multiplicity: number) =>
      name(line('M', ['M', 'M'], ['M', 'M'], { multiplicity }));
    expect(cousins(2)).toBe('രണ്ടു വഴിക്ക് ബന്ധമുള്ള കസിൻ സഹോദരൻ');
    expect(cousins(3)).toBe('മൂന്നു വഴിക്ക് ബന്ധമുള്ള കസിൻ സഹോദരൻ');
    expect(cousins(5)).toBe('5 വഴിക്ക് ബന്ധമുള്ള കസിൻ സഹോദരൻ');
  });
});

describe('Malayalam: spouses and in-laws', () => {
  row('M38', 'spouses', () => {
    expect(say({ kind: 'spouse', gender: 'M' })).toBe(is('ഭർത്താവാണ്'));
    expect(say({ kind: 'spouse', gender: 'F' })).toBe(is('ഭാര്യയാണ്'));
    expect(say({ kind: 'spouse', gender: 'U' })).toBe(is('ജീവിതപങ്കാളിയാണ്'));
  });
  row('M39', 'an elder brother’s wife', () => {
    expect(say(married('F', line('M', [elder('M')], [younger('M')])))).toBe(is('ചേട്ടത്തിയാണ്'));
  });
  row('M40', 'a woman’s brother’s wife', () => {
    expect(say(married('F', line('M', [younger('M')], [elder('F')])))).toBe(is('നാത്തൂനാണ്'));
    expect(say(married('F', line('M', ['M'], ['F'])))).toBe(is('നാത്തൂനാണ്'));
  });
  row('M41', 'a man’s sister’s husband', () => {
    expect(say(married('M', line('M', [elder('F')], [younger('M')])))).toBe(is('അളിയനാണ്'));
  });
  row('M42', 'other siblings’ spouses', () => {
    expect(say(married('F', line('M', [younger('M')], [elder('M')])))).toBe(is('അനിയന്റെ ഭാര്യയാണ്'));
    expect(say(married('M', line('M', [elder('F')], [younger('F')])))).toBe(
      is('ചേച്ചിയുടെ ഭർത്താവാണ്'),
    );
  });
  row('M43', 'children’s spouses', () => {
    expect(say(married('M', line('F', ['F'], [])))).toBe(is('മരുമകനാണ്'));
    expect(say(married('F', line('M', ['M'], [])))).toBe(is('മരുമകളാണ്'));
  });
  row('M44', 'a parent’s spouse', () => {
    expect(say(married('M', line('F', [], ['M'])))).toBe(is('രണ്ടാനച്ഛനാണ്'));
    expect(say(married('F', line('M', [], ['F'])))).toBe(is('രണ്ടാനമ്മയാണ്'));
  });
  row('M45', 'the father’s brother’s wife, by his age', () => {
    expect(say(married('F', line('M', [elder('M')], [younger('M'), 'M'])))).toBe(is('വലിയമ്മയാണ്'));
    expect(say(married('F', line('M', [younger('M')], [elder('M'), 'F'])))).toBe(is('ചെറിയമ്മയാണ്'));
  });
  row('M46', 'the mother’s sister’s husband, by her age', () => {
    expect(say(married('M', line('M', [elder('F')], [younger('F'), 'M'])))).toBe(is('വലിയച്ഛനാണ്'));
    expect(say(married('M', line('M', [younger('F')], [elder('F'), 'M'])))).toBe(is('ചെറിയച്ഛനാണ്'));
  });
  row('M47', 'the mother’s brother’s wife', () => {
    expect(say(married('F', line('M', ['M'], ['F', 'M'])))).toBe(is('അമ്മായിയാണ്'));
  });
  row('M48', 'other relatives’ spouses', () => {
    expect(say(married('M', line('M', ['F'], ['M', 'M'])))).toBe(is('അമ്മായിയുടെ ഭർത്താവാണ്'));
    expect(say(married('F', line('M', ['M'], ['M', 'M'])))).toBe(is('അച്ഛന്റെ സഹോദരന്റെ ഭാര്യയാണ്'));
    expect(say(married('F', line('M', ['M', 'M'], ['M', 'M'])))).toBe(is('കസിൻ സഹോദരന്റെ ഭാര്യയാണ്'));
    expect(say(married('U', line('M', [], ['F'])))).toBe(is('അച്ഛന്റെ ജീവിതപങ്കാളിയാണ്'));
  });
  row('M49', 'the spouse’s parents', () => {
    expect(say(spouses(line('M', [], ['M']), 'M'))).toBe(is('അമ്മായിയച്ഛനാണ്'));
    expect(say(spouses(line('F', [], ['F']), 'F'))).toBe(is('അമ്മായിയമ്മയാണ്'));
  });
  row('M50', 'the husband’s sister', () => {
    expect(say(spouses(line('M', ['F'], ['M']), 'M'))).toBe(is('നാത്തൂനാണ്'));
  });
  row('M51', 'a man’s wife’s brother', () => {
    expect(say(spouses(line('M', ['M'], ['F']), 'F'))).toBe(is('അളിയനാണ്'));
  });
  row('M52', 'other relatives of the spouse', () => {
    expect(say(spouses(line('M', [elder('M')], [younger('M')]), 'M'), devi)).toBe(
      'Anna, Devi എന്നയാളുടെ ഭർത്താവിന്റെ ചേട്ടനാണ്',
    );
    expect(say(spouses(line('F', [elder('F')], [younger('F')]), 'F'))).toBe(is('ഭാര്യയുടെ ചേച്ചിയാണ്'));
    expect(say(spouses(line('F', ['M'], []), 'F'))).toBe(is('ഭാര്യയുടെ മകനാണ്'));
    expect(say(spouses(line('U', [], ['M']), 'M'))).toBe(is('ഭർത്താവിന്റെ രക്ഷിതാവാണ്'));
    expect(say(spouses(line('M', ['M'], ['F']), 'F'), devi)).toBe(
      'Anna, Devi എന്നയാളുടെ ഭാര്യയുടെ സഹോദരനാണ്',
    );
  });
  row('M53', 'co-siblings-in-law, described', () => {
    const coInLaw = (gender: Gender, siblings: Line): RelationTerm => ({
      kind: 'co-sibling-in-law',
      gender,
      siblings,
    });
    expect(say(coInLaw('F', line('M', [younger('M')], [elder('M')])))).toBe(
      is('ഭർത്താവിന്റെ അനിയന്റെ ഭാര്യയാണ്'),
    );
    expect(say(coInLaw('M', line('M', ['F'], ['F'])))).toBe(is('ഭാര്യയുടെ സഹോദരിയുടെ ഭർത്താവാണ്'));
  });
  row('M54', 'step-siblings', () => {
    expect(say({ kind: 'step-sibling', gender: 'M' })).toBe(is('രണ്ടാനച്ഛന്റെയോ രണ്ടാനമ്മയുടെയോ മകനാണ്'));
    expect(say({ kind: 'step-sibling', gender: 'U' })).toBe(
      is('രണ്ടാനച്ഛന്റെയോ രണ്ടാനമ്മയുടെയോ കുട്ടിയാണ്'),
    );
  });
});

describe('Malayalam: sentences', () => {
  row('M55', 'the sentence: the name is never inflected', () => {
    expect(say(bloodTerm(line('M', [elder('F')], [younger('M')])))).toBe(is('ചേച്ചിയാണ്'));
    expect(say(bloodTerm(line('M', ['F'], [])))).toBe(is('മകളാണ്'));
    expect(say(bloodTerm(line('F', ['M', 'F'], ['F', 'M'])))).toBe(is('മുറപ്പെണ്ണാണ്'));
  });
  row('M56', 'a further relation', () => {
    expect(malayalam.also(bloodTerm(line('M', ['M', elder('M')], ['M', younger('M')])), ben)).toBe(
      'അവരുടെ കസിൻ ചേട്ടനുമാണ്',
    );
    expect(malayalam.also(bloodTerm(line('M', ['M', 'F'], ['F', 'M'])), ben)).toBe(
      'അവരുടെ മുറപ്പെണ്ണുമാണ്',
    );
  });
  row('M57', 'the summary joins the parts', () => {
    expect(malayalam.join(['a', 'b', 'c'])).toBe('a; b; c');
  });
  row('M58', 'not related', () => {
    expect(malayalam.notRelated(anna, ben)).toBe('Anna, Ben എന്നിവർ ഈ കുടുംബവൃക്ഷത്തിൽ ബന്ധുക്കളല്ല.');
  });

  it('joins the suffixes by the word’s ending', () => {
    const forms = (word: string) =>
      (['genitive', 'copula', 'alsoCopula'] as const).map((s) => suffixed(word, s));
    expect(forms('അച്ഛൻ')).toEqual(['അച്ഛന്റെ', 'അച്ഛനാണ്', 'അച്ഛനുമാണ്']);
    expect(forms('മകൾ')).toEqual(['മകളുടെ', 'മകളാണ്', 'മകളുമാണ്']);
    expect(forms('പൂർവികർ')).toEqual(['പൂർവികരുടെ', 'പൂർവികരാണ്', 'പൂർവികരുമാണ്']);
    expect(forms('രക്ഷിതാവ്')).toEqual(['രക്ഷിതാവിന്റെ', 'രക്ഷിതാവാണ്', 'രക്ഷിതാവുമാണ്']);
    expect(forms('അമ്മ')).toEqual(['അമ്മയുടെ', 'അമ്മയാണ്', 'അമ്മയുമാണ്']);
    expect(forms('ചേച്ചി')).toEqual(['ചേച്ചിയുടെ', 'ചേച്ചിയാണ്', 'ചേച്ചിയുമാണ്']);
    expect(forms('ബന്ധം')).toEqual(['ബന്ധത്തിന്റെ', 'ബന്ധമാണ്', 'ബന്ധവുമാണ്']);
    expect(forms('ഗുരു')).toEqual(['ഗുരുവിന്റെ', 'ഗുരുവാണ്', 'ഗുരുവുമാണ്']);
  });

  it('is the language of the ml locale', () => {
    expect(relationLanguage('ml')).toBe(malayalam);
  });
});

describe('Malayalam: any line has a name', () => {
  it('names lines of up to 25 generations either way, every gender unknown too', () => {
    for (const g of ['M', 'F', 'U'] as const)
      for (let up = 0; up <= 25; up++)
        for (let down = 0; down <= 25; down++) {
          if (up === 0 && down === 0) continue;
          const l = line(g, generations(up, g), generations(down, g), { half: up > 0 && down > 0 });
          const words = name(l);
          expect(words).not.toMatch(/undefined|null|NaN|എന്നതിന്റെ/);
          expect(words.length).toBeGreaterThan(0);
          expect(words.length).toBeLessThan(120);
          expect(say(bloodTerm(l))).toMatch(/ആണ്$|ാണ്$/);
        }
  });
});

describe('Malayalam: through the relation engine', () => {
  it('reads the lines the engine builds, with relative age from the stored dates', () => {
    const relation = engineFamily();
    expect(relation('Raj', 'Ben', malayalam)).toBe('Raj, Ben എന്നയാളുടെ വലിയച്ഛനാണ്');
    expect(relation('Sita', 'Ben', malayalam)).toBe('Sita, Ben എന്നയാളുടെ വലിയമ്മയാണ്');
    expect(relation('Meena', 'Arun', malayalam)).toBe('Meena, Arun എന്നയാളുടെ ചെറിയമ്മയാണ്');
    expect(relation('Arun', 'Ben', malayalam)).toBe('Arun, Ben എന്നയാളുടെ കസിൻ ചേട്ടനാണ്');
    expect(relation('Lata', 'Ben', malayalam)).toBe('Lata, Ben എന്നയാളുടെ അനിയത്തിയാണ്');
    expect(relation('Gauri', 'Lata', malayalam)).toBe('Gauri, Lata എന്നയാളുടെ അച്ഛമ്മയാണ്');
    expect(relation('Sita', 'Vijay', malayalam)).toBe('Sita, Vijay എന്നയാളുടെ ചേട്ടത്തിയാണ്');
    expect(relation('Kamala', 'Raj', malayalam)).toBe('Kamala, Raj എന്നയാളുടെ ചെറിയമ്മയാണ്');
    expect(relation('Ganesh', 'Sita', malayalam)).toBe('Ganesh, Sita എന്നയാളുടെ അമ്മായിയച്ഛനാണ്');
  });
});

it('tests every Malayalam row of decision 0049', () => {
  expect([...tested].sort()).toEqual(decisionRows('M').sort());
});
