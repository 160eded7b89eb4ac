import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { elder, line, younger } from './line-builder.fixture.js';
import { devi, is, say } from './ml.fixture.js';
import { coInLaw, ofSpouse, spouseOf } from './relation-terms.fixture.js';

// Each `row` is the test of the row of decision 0049's Malayalam table with that id (see
// decision-rows.fixture.ts).

describe('Malayalam: spouses and in-laws', () => {
  row('M38', 'spouses', () => {
    expect(say({ kind: 'spouse', gender: 'M' })).toBe(is('ഭർത്താവാണ്'));
    expect(say({ kind: 'spouse', gender: 'F' })).toBe(is('ഭാര്യയാണ്'));
    expect(say({ kind: 'spouse', gender: 'U' })).toBe(is('ജീവിതപങ്കാളിയാണ്'));
  });
  row('M39', 'an elder brother’s wife', () => {
    expect(say(spouseOf('F', line('M', [elder('M')], [younger('M')])))).toBe(is('ചേട്ടത്തിയാണ്'));
  });
  row('M40', 'a woman’s brother’s wife', () => {
    expect(say(spouseOf('F', line('M', [younger('M')], [elder('F')])))).toBe(is('നാത്തൂനാണ്'));
    expect(say(spouseOf('F', line('M', ['M'], ['F'])))).toBe(is('നാത്തൂനാണ്'));
  });
  row('M41', 'a man’s sister’s husband', () => {
    expect(say(spouseOf('M', line('M', [elder('F')], [younger('M')])))).toBe(is('അളിയനാണ്'));
  });
  row('M42', 'other siblings’ spouses', () => {
    expect(say(spouseOf('F', line('M', [younger('M')], [elder('M')])))).toBe(is('അനിയന്റെ ഭാര്യയാണ്'));
    expect(say(spouseOf('M', line('M', [elder('F')], [younger('F')])))).toBe(
      is('ചേച്ചിയുടെ ഭർത്താവാണ്'),
    );
  });
  row('M43', 'children’s spouses', () => {
    expect(say(spouseOf('M', line('F', ['F'], [])))).toBe(is('മരുമകനാണ്'));
    expect(say(spouseOf('F', line('M', ['M'], [])))).toBe(is('മരുമകളാണ്'));
  });
  row('M44', 'a parent’s spouse', () => {
    expect(say(spouseOf('M', line('F', [], ['M'])))).toBe(is('രണ്ടാനച്ഛനാണ്'));
    expect(say(spouseOf('F', line('M', [], ['F'])))).toBe(is('രണ്ടാനമ്മയാണ്'));
  });
  row('M45', 'the father’s brother’s wife, by his age', () => {
    expect(say(spouseOf('F', line('M', [elder('M')], [younger('M'), 'M'])))).toBe(is('വലിയമ്മയാണ്'));
    expect(say(spouseOf('F', line('M', [younger('M')], [elder('M'), 'F'])))).toBe(is('ചെറിയമ്മയാണ്'));
  });
  row('M46', 'the mother’s sister’s husband, by her age', () => {
    expect(say(spouseOf('M', line('M', [elder('F')], [younger('F'), 'M'])))).toBe(is('വലിയച്ഛനാണ്'));
    expect(say(spouseOf('M', line('M', [younger('F')], [elder('F'), 'M'])))).toBe(is('ചെറിയച്ഛനാണ്'));
  });
  row('M47', 'the mother’s brother’s wife', () => {
    expect(say(spouseOf('F', line('M', ['M'], ['F', 'M'])))).toBe(is('അമ്മായിയാണ്'));
  });
  row('M48', 'other relatives’ spouses', () => {
    expect(say(spouseOf('M', line('M', ['F'], ['M', 'M'])))).toBe(is('അമ്മായിയുടെ ഭർത്താവാണ്'));
    expect(say(spouseOf('F', line('M', ['M'], ['M', 'M'])))).toBe(is('അച്ഛന്റെ സഹോദരന്റെ ഭാര്യയാണ്'));
    expect(say(spouseOf('F', line('M', ['M', 'M'], ['M', 'M'])))).toBe(is('കസിൻ സഹോദരന്റെ ഭാര്യയാണ്'));
    expect(say(spouseOf('U', line('M', [], ['F'])))).toBe(is('അച്ഛന്റെ ജീവിതപങ്കാളിയാണ്'));
  });
  row('M49', 'the spouse’s parents', () => {
    expect(say(ofSpouse(line('M', [], ['M']), 'M'))).toBe(is('അമ്മായിയച്ഛനാണ്'));
    expect(say(ofSpouse(line('F', [], ['F']), 'F'))).toBe(is('അമ്മായിയമ്മയാണ്'));
  });
  row('M50', 'the husband’s sister', () => {
    expect(say(ofSpouse(line('M', ['F'], ['M']), 'M'))).toBe(is('നാത്തൂനാണ്'));
  });
  row('M51', 'a man’s wife’s brother', () => {
    expect(say(ofSpouse(line('M', ['M'], ['F']), 'F'))).toBe(is('അളിയനാണ്'));
  });
  row('M52', 'other relatives of the spouse', () => {
    expect(say(ofSpouse(line('M', [elder('M')], [younger('M')]), 'M'), devi)).toBe(
      'Anna, Devi എന്നയാളുടെ ഭർത്താവിന്റെ ചേട്ടനാണ്',
    );
    expect(say(ofSpouse(line('F', [elder('F')], [younger('F')]), 'F'))).toBe(
      is('ഭാര്യയുടെ ചേച്ചിയാണ്'),
    );
    expect(say(ofSpouse(line('F', ['M'], []), 'F'))).toBe(is('ഭാര്യയുടെ മകനാണ്'));
    expect(say(ofSpouse(line('U', [], ['M']), 'M'))).toBe(is('ഭർത്താവിന്റെ രക്ഷിതാവാണ്'));
    expect(say(ofSpouse(line('M', ['M'], ['F']), 'F'), devi)).toBe(
      'Anna, Devi എന്നയാളുടെ ഭാര്യയുടെ സഹോദരനാണ്',
    );
  });
  row('M53', 'co-siblings-in-law, described', () => {
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
