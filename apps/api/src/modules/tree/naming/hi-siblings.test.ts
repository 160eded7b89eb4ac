import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { name } from './hi.fixture.js';
import { elder, generations, half, line, ordered, younger } from './line-builder.fixture.js';

// Each `row` is the test of the row of decision 0049's Hindi table with that id (see
// decision-rows.fixture.ts).

describe('Hindi: siblings, uncles and aunts, nephews and nieces', () => {
  row('H20', 'elder siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')]))).toBe('बड़ा भाई');
    expect(name(line('M', [elder('F')], [younger('M')]))).toBe('बड़ी बहन');
    expect(name(line('M', [ordered('F', 1)], [ordered('F', 3)]))).toBe('बड़ी बहन');
  });
  row('H21', 'younger siblings', () => {
    expect(name(line('M', [younger('M')], [elder('M')]))).toBe('छोटा भाई');
    expect(name(line('M', [ordered('F', 2)], [ordered('M', 1)]))).toBe('छोटी बहन');
  });
  row('H22', 'siblings of unknown relative age', () => {
    expect(name(line('M', ['M'], ['F']))).toBe('भाई');
    expect(name(line('M', ['F'], [elder('M')]))).toBe('बहन');
    expect(name(line('M', [ordered('M', 2)], [ordered('M', 2)]))).toBe('भाई');
  });
  row('H23', 'a sibling of unknown gender', () => {
    expect(name(line('M', [elder('U')], [younger('M')]))).toBe('भाई-बहन');
  });
  row('H24', 'half-siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')], half))).toBe('बड़ा सौतेला भाई');
    expect(name(line('F', ['F'], ['M'], half))).toBe('सौतेली बहन');
    expect(name(line('F', ['U'], ['M'], half))).toBe('सौतेला भाई-बहन');
  });
  row('H25', 'the father’s elder brother', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F']))).toBe('ताऊ');
    expect(name(line('M', [ordered('M', 1)], [ordered('M', 2), 'M']))).toBe('ताऊ');
  });
  row('H26', 'the father’s younger brother, or of unknown age', () => {
    expect(name(line('M', [younger('M')], [elder('M'), 'F']))).toBe('चाचा');
    expect(name(line('M', ['M'], ['M', 'F']))).toBe('चाचा');
  });
  row('H27', 'the father’s sister', () => {
    expect(name(line('M', ['F'], ['M', 'F']))).toBe('बुआ');
    expect(name(line('M', [elder('F')], [younger('M'), 'F']))).toBe('बुआ');
  });
  row('H28', 'the mother’s brother', () => {
    expect(name(line('M', ['M'], ['F', 'M']))).toBe('मामा');
  });
  row('H29', 'the mother’s sister', () => {
    expect(name(line('M', [elder('F')], [younger('F'), 'M']))).toBe('मौसी');
  });
  row('H30', 'the parent’s half-siblings', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F'], half))).toBe('सौतेले ताऊ');
    expect(name(line('M', ['F'], ['M', 'F'], half))).toBe('सौतेली बुआ');
  });
  row('H31', 'a gender unknown: the parent’s sibling described', () => {
    expect(name(line('M', ['U'], ['M', 'F']))).toBe('पिता के भाई-बहन');
    expect(name(line('M', [elder('M')], [younger('U'), 'F']))).toBe('अभिभावक के बड़े भाई');
  });
  row('H32', 'grandparents’ siblings and further', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'M', 'F']))).toBe('दादा के बड़े भाई');
    expect(name(line('F', ['F'], ['F', 'M', 'M']))).toBe('दादी की बहन');
    expect(name(line('M', ['M'], generations(25)))).toBe('24 पीढ़ी ऊपर के दादा के भाई');
  });
  row('H33', 'a brother’s children', () => {
    expect(name(line('M', ['M', 'M'], ['M']))).toBe('भतीजा');
    expect(name(line('M', ['M', 'F'], ['F']))).toBe('भतीजी');
  });
  row('H34', 'a sister’s children', () => {
    expect(name(line('M', ['F', 'M'], ['M']))).toBe('भांजा');
    expect(name(line('M', ['F', 'F'], ['F']))).toBe('भांजी');
  });
  row('H35', 'a half-sibling’s children', () => {
    expect(name(line('M', ['M', 'M'], ['F'], half))).toBe('सौतेला भतीजा');
    expect(name(line('M', ['F', 'F'], ['F'], half))).toBe('सौतेली भांजी');
  });
  row('H36', 'a gender unknown: the sibling’s child described', () => {
    expect(name(line('M', ['M', 'U'], ['F']))).toBe('भाई की संतान');
    expect(name(line('M', ['U', 'F'], ['M']))).toBe('भाई-बहन की बेटी');
  });
  row('H37', 'a sibling’s grandchildren and further', () => {
    expect(name(line('M', [elder('M'), 'M', 'M'], [younger('M')]))).toBe('बड़े भाई का पोता');
    expect(name(line('M', ['F', 'F', 'M'], ['M']))).toBe('बहन का नाती');
    expect(name(line('M', ['M', ...generations(24)], ['F']))).toBe('भाई का 24 पीढ़ी नीचे का पोता');
  });
});
