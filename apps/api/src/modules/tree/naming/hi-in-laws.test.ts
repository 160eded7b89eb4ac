import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { say } from './hi.fixture.js';
import { elder, line, younger } from './line-builder.fixture.js';
import { coInLaw, ofSpouse, spouseOf } from './relation-terms.fixture.js';

// Each `row` is the test of the row of decision 0049's Hindi table with that id (see
// decision-rows.fixture.ts).

describe('Hindi: spouses and in-laws', () => {
  row('H50', 'spouses', () => {
    expect(say({ kind: 'spouse', gender: 'M' })).toBe('Asha, Ben के पति हैं');
    expect(say({ kind: 'spouse', gender: 'F' })).toBe('Asha, Ben की पत्नी हैं');
    expect(say({ kind: 'spouse', gender: 'U' })).toBe('Asha, Ben के जीवनसाथी हैं');
  });
  row('H51', 'an elder brother’s wife, or of unknown age', () => {
    expect(say(spouseOf('F', line('M', [elder('M')], [younger('M')])))).toBe('Asha, Ben की भाभी है');
    expect(say(spouseOf('F', line('M', ['M'], ['F'])))).toBe('Asha, Ben की भाभी है');
  });
  row('H52', 'a younger brother’s wife', () => {
    expect(say(spouseOf('F', line('M', [younger('M')], [elder('F')])))).toBe(
      'Asha, Ben की अनुजवधू है',
    );
  });
  row('H53', 'an elder sister’s husband', () => {
    expect(say(spouseOf('M', line('M', [elder('F')], [younger('M')])))).toBe('Asha, Ben का जीजा है');
  });
  row('H54', 'a younger sister’s husband, or of unknown age', () => {
    expect(say(spouseOf('M', line('M', [younger('F')], [elder('M')])))).toBe(
      'Asha, Ben का बहनोई है',
    );
    expect(say(spouseOf('M', line('M', ['F'], ['F'])))).toBe('Asha, Ben का बहनोई है');
  });
  row('H55', 'children’s spouses', () => {
    expect(say(spouseOf('F', line('M', ['M'], [])))).toBe('Asha, Ben की बहू है');
    expect(say(spouseOf('M', line('F', ['F'], [])))).toBe('Asha, Ben का दामाद है');
  });
  row('H56', 'a parent’s spouse', () => {
    expect(say(spouseOf('M', line('F', [], ['M'])))).toBe('Asha, Ben के सौतेले पिता हैं');
    expect(say(spouseOf('F', line('M', [], ['F'])))).toBe('Asha, Ben की सौतेली माँ हैं');
    expect(say(spouseOf('U', line('M', [], ['F'])))).toBe('Asha, Ben के सौतेले अभिभावक हैं');
  });
  row('H57', 'the father’s elder brother’s wife', () => {
    expect(say(spouseOf('F', line('M', [elder('M')], [younger('M'), 'M'])))).toBe(
      'Asha, Ben की ताई हैं',
    );
  });
  row('H58', 'the father’s younger brother’s wife, or of unknown age', () => {
    expect(say(spouseOf('F', line('M', [younger('M')], [elder('M'), 'M'])))).toBe(
      'Asha, Ben की चाची हैं',
    );
    expect(say(spouseOf('F', line('M', ['M'], ['M', 'M'])))).toBe('Asha, Ben की चाची हैं');
  });
  row('H59', 'the father’s sister’s husband', () => {
    expect(say(spouseOf('M', line('M', ['F'], ['M', 'F'])))).toBe('Asha, Ben के फूफा हैं');
  });
  row('H60', 'the mother’s brother’s wife', () => {
    expect(say(spouseOf('F', line('M', ['M'], ['F', 'M'])))).toBe('Asha, Ben की मामी हैं');
  });
  row('H61', 'the mother’s sister’s husband', () => {
    expect(say(spouseOf('M', line('M', ['F'], ['F', 'M'])))).toBe('Asha, Ben के मौसा हैं');
  });
  row('H62', 'other relatives’ spouses', () => {
    expect(say(spouseOf('F', line('M', ['M', 'M'], ['M', 'M'])))).toBe(
      'Asha, Ben के चचेरे भाई की पत्नी है',
    );
    expect(say(spouseOf('M', line('F', [], ['M', 'M'])))).toBe('Asha, Ben की दादी के पति हैं');
    expect(say(spouseOf('U', line('M', ['M'], ['M'])))).toBe('Asha, Ben के भाई का जीवनसाथी है');
    expect(say(spouseOf('M', line('M', ['M'], ['M', 'F'])))).toBe('Asha, Ben के चाचा के पति हैं');
  });
  row('H63', 'the spouse’s parents', () => {
    expect(say(ofSpouse(line('M', [], ['M']), 'M'))).toBe('Asha, Ben के ससुर हैं');
    expect(say(ofSpouse(line('F', [], ['F']), 'F'))).toBe('Asha, Ben की सास हैं');
    expect(say(ofSpouse(line('U', [], ['M']), 'M'))).toBe('Asha, Ben के पति के अभिभावक हैं');
  });
  row('H64', 'the husband’s elder brother', () => {
    expect(say(ofSpouse(line('M', [elder('M')], [younger('M')]), 'M'))).toBe('Asha, Ben का जेठ है');
  });
  row('H65', 'the husband’s younger brother', () => {
    expect(say(ofSpouse(line('M', [younger('M')], [elder('M')]), 'M'))).toBe('Asha, Ben का देवर है');
  });
  row('H66', 'the husband’s brother of unknown relative age', () => {
    expect(say(ofSpouse(line('M', ['M'], ['M']), 'M'))).toBe('Asha, Ben के पति का भाई है');
  });
  row('H67', 'the husband’s sister', () => {
    expect(say(ofSpouse(line('M', [elder('F')], [younger('M')]), 'M'))).toBe('Asha, Ben की ननद है');
  });
  row('H68', 'the wife’s brother and sister', () => {
    expect(say(ofSpouse(line('M', ['M'], ['F']), 'F'))).toBe('Asha, Ben का साला है');
    expect(say(ofSpouse(line('M', [elder('F')], [younger('F')]), 'F'))).toBe('Asha, Ben की साली है');
  });
  row('H69', 'the spouse’s children', () => {
    expect(say(ofSpouse(line('M', ['M'], []), 'M'))).toBe('Asha, Ben का सौतेला बेटा है');
    expect(say(ofSpouse(line('F', ['F'], []), 'F'))).toBe('Asha, Ben की सौतेली बेटी है');
    expect(say(ofSpouse(line('F', ['U'], []), 'F'))).toBe('Asha, Ben की सौतेली संतान है');
  });
  row('H70', 'other relatives of the spouse', () => {
    expect(say(ofSpouse(line('M', [], ['M', 'F']), 'F'))).toBe('Asha, Ben की पत्नी के दादा हैं');
    expect(say(ofSpouse(line('M', ['M', 'M'], ['F', 'M']), 'M'))).toBe(
      'Asha, Ben के पति का ममेरा भाई है',
    );
    expect(say(ofSpouse(line('M', ['M', 'M'], ['M']), 'U'))).toBe(
      'Asha, Ben के जीवनसाथी का भतीजा है',
    );
  });
  row('H71', 'the husband’s elder brother’s wife', () => {
    expect(say(coInLaw('F', line('M', [elder('M')], [younger('M')])))).toBe('Asha, Ben की जेठानी है');
  });
  row('H72', 'the husband’s younger brother’s wife', () => {
    expect(say(coInLaw('F', line('M', [younger('M')], [elder('M')])))).toBe(
      'Asha, Ben की देवरानी है',
    );
  });
  row('H73', 'the wife’s sister’s husband', () => {
    expect(say(coInLaw('M', line('M', ['F'], ['F'])))).toBe('Asha, Ben का साढ़ू है');
  });
  row('H74', 'the wife’s brother’s wife', () => {
    expect(say(coInLaw('F', line('M', ['M'], ['F'])))).toBe('Asha, Ben की सलहज है');
  });
  row('H75', 'the husband’s sister’s husband', () => {
    expect(say(coInLaw('M', line('M', ['F'], ['M'])))).toBe('Asha, Ben का ननदोई है');
  });
  row('H76', 'other co-siblings-in-law, described', () => {
    expect(say(coInLaw('F', line('M', ['M'], ['M'])))).toBe('Asha, Ben के पति के भाई की पत्नी है');
    expect(say(coInLaw('M', line('M', [elder('M')], [younger('M')])))).toBe(
      'Asha, Ben के पति के बड़े भाई का पति है',
    );
    expect(say(coInLaw('U', line('M', ['U'], ['U'])))).toBe(
      'Asha, Ben के जीवनसाथी के भाई-बहन का जीवनसाथी है',
    );
  });
  row('H77', 'step-siblings', () => {
    expect(say({ kind: 'step-sibling', gender: 'M' })).toBe('Asha, Ben का सौतेला भाई है');
    expect(say({ kind: 'step-sibling', gender: 'F' })).toBe('Asha, Ben की सौतेली बहन है');
    expect(say({ kind: 'step-sibling', gender: 'U' })).toBe('Asha, Ben का सौतेला भाई-बहन है');
  });
});
