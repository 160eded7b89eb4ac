import type { Gender } from '@familytree/shared';
import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { name } from './hi.fixture.js';
import { elder, generations, half, line, ordered, younger } from './line-builder.fixture.js';

// Each `row` is the test of the row of decision 0049's Hindi table with that id (see
// decision-rows.fixture.ts).

describe('Hindi: cousins', () => {
  row('H38', 'the father’s brother’s children', () => {
    expect(name(line('M', ['M', 'M'], ['M', 'F']))).toBe('चचेरा भाई');
    expect(name(line('M', ['M', 'F'], ['M', 'M']))).toBe('चचेरी बहन');
  });
  row('H39', 'the father’s sister’s children', () => {
    expect(name(line('M', ['F', 'M'], ['M', 'M']))).toBe('फुफेरा भाई');
    expect(name(line('M', ['F', 'F'], ['M', 'F']))).toBe('फुफेरी बहन');
  });
  row('H40', 'the mother’s brother’s children', () => {
    expect(name(line('M', ['M', 'M'], ['F', 'M']))).toBe('ममेरा भाई');
    expect(name(line('M', ['M', 'F'], ['F', 'M']))).toBe('ममेरी बहन');
  });
  row('H41', 'the mother’s sister’s children', () => {
    expect(name(line('F', ['F', 'M'], ['F', 'F']))).toBe('मौसेरा भाई');
    expect(name(line('F', ['F', 'F'], ['F', 'F']))).toBe('मौसेरी बहन');
  });
  row('H42', 'elder and younger cousins, by birth only', () => {
    expect(name(line('M', ['M', elder('M')], ['M', younger('F')]))).toBe('बड़ा चचेरा भाई');
    expect(name(line('M', ['M', younger('F')], ['F', elder('M')]))).toBe('छोटी ममेरी बहन');
    // Cousins' child orders count among different parents' children.
    expect(name(line('M', ['M', ordered('M', 1)], ['M', ordered('M', 2)]))).toBe('चचेरा भाई');
  });
  row('H43', 'a cousin of unknown gender', () => {
    expect(name(line('M', ['M', 'U'], ['M', 'M']))).toBe('चचेरा भाई-बहन');
  });
  row('H44', 'a parent of unknown gender on the line', () => {
    expect(name(line('M', ['U', 'M'], ['M', 'M']))).toBe('कज़िन भाई');
    expect(name(line('M', ['M', elder('F')], ['U', younger('M')]))).toBe('बड़ी कज़िन बहन');
    expect(name(line('M', ['U', 'U'], ['M', 'M']))).toBe('कज़िन');
  });
  row('H45', 'second and further cousins', () => {
    expect(name(line('M', ['M', 'M', 'M'], ['M', 'M', 'M']))).toBe('दूसरे दर्जे का चचेरा भाई');
    expect(name(line('M', ['F', 'F', 'F'], ['M', 'F', 'M']))).toBe('दूसरे दर्जे की मौसेरी बहन');
    expect(name(line('M', generations(11), generations(11)))).toBe('दसवें दर्जे का चचेरा भाई');
    expect(name(line('M', generations(25), generations(25)))).toBe('24वें दर्जे का चचेरा भाई');
  });
  row('H46', 'half-cousins', () => {
    expect(name(line('M', ['M', 'M'], ['M', 'M'], half))).toBe('सौतेला चचेरा भाई');
  });
  row('H47', 'removed cousins of an older generation', () => {
    expect(name(line('M', ['M', elder('M')], ['M', younger('M'), 'F']))).toBe('पिता के बड़े चचेरे भाई');
    expect(name(line('M', ['M', 'F'], ['F', 'M', 'M', 'F']))).toBe('दादा की ममेरी बहन');
    expect(name(line('M', ['M', 'M'], generations(25)))).toBe('23 पीढ़ी ऊपर के दादा के चचेरे भाई');
  });
  row('H48', 'removed cousins of a younger generation', () => {
    expect(name(line('M', ['M', 'M', 'M'], ['M', 'M']))).toBe('चचेरे भाई का बेटा');
    expect(name(line('M', ['F', 'M', 'F'], ['F', 'M']))).toBe('मौसेरे भाई की बेटी');
    expect(name(line('M', generations(25), ['M', 'M']))).toBe('चचेरे भाई का 23 पीढ़ी नीचे का पोता');
  });
  row('H49', 'two or more lines', () => {
    const cousins = (multiplicity: number, g: Gender = 'M') =>
      name(line('M', ['M', g], ['M', 'M'], { multiplicity }));
    expect(cousins(2)).toBe('दोहरा चचेरा भाई');
    expect(cousins(3, 'F')).toBe('तिहरी चचेरी बहन');
    expect(cousins(4)).toBe('4-गुना चचेरा भाई');
    expect(name(line('M', ['M', 'M'], ['M', 'M', 'F'], { multiplicity: 2 }))).toBe(
      'पिता के दोहरे चचेरे भाई',
    );
  });
});
