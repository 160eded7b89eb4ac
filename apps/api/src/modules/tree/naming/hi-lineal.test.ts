import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { name } from './hi.fixture.js';
import { generations, line } from './line-builder.fixture.js';

// Each `row` is the test of the row of decision 0049's Hindi table with that id (see
// decision-rows.fixture.ts).

describe('Hindi: ancestors and descendants', () => {
  row('H1', 'father and mother', () => {
    expect(name(line('M', [], ['M']))).toBe('पिता');
    expect(name(line('F', [], ['F']))).toBe('माता');
  });
  row('H2', 'a parent of unknown gender', () => {
    expect(name(line('U', [], ['M']))).toBe('अभिभावक');
  });
  row('H3', 'the father’s parents', () => {
    expect(name(line('M', [], ['M', 'F']))).toBe('दादा');
    expect(name(line('F', [], ['M', 'M']))).toBe('दादी');
  });
  row('H4', 'the mother’s parents', () => {
    expect(name(line('M', [], ['F', 'M']))).toBe('नाना');
    expect(name(line('F', [], ['F', 'F']))).toBe('नानी');
  });
  row('H5', 'great-grandparents by the side of the second’s parent', () => {
    expect(name(line('M', [], ['F', 'M', 'F']))).toBe('परदादा');
    expect(name(line('F', [], ['M', 'M', 'M']))).toBe('परदादी');
    expect(name(line('M', [], ['M', 'F', 'M']))).toBe('परनाना');
    expect(name(line('F', [], ['F', 'F', 'M']))).toBe('परनानी');
  });
  row('H6', 'great-great-grandparents', () => {
    expect(name(line('M', [], generations(4)))).toBe('पर-परदादा');
    expect(name(line('F', [], ['M', 'M', 'F', 'M']))).toBe('पर-परनानी');
  });
  row('H7', 'five and more generations up are counted', () => {
    expect(name(line('M', [], generations(5)))).toBe('5 पीढ़ी ऊपर के दादा');
    expect(name(line('F', [], [...generations(6), 'F', 'M']))).toBe('8 पीढ़ी ऊपर की नानी');
    expect(name(line('M', [], generations(25)))).toBe('25 पीढ़ी ऊपर के दादा');
  });
  row('H8', 'an ancestor of unknown gender, through their child', () => {
    expect(name(line('U', [], ['M', 'F']))).toBe('पिता के अभिभावक');
    expect(name(line('U', [], ['F', 'M', 'M']))).toBe('दादी के अभिभावक');
  });
  row('H9', 'through a parent of unknown gender', () => {
    expect(name(line('M', [], ['U', 'F']))).toBe('अभिभावक के पिता');
    expect(name(line('F', [], ['F', 'U', 'M']))).toBe('अभिभावक की नानी');
  });
  row('H10', 'far ancestors of unknown gender or side', () => {
    expect(name(line('U', [], generations(6)))).toBe('6 पीढ़ी ऊपर के पूर्वज');
    expect(name(line('M', [], [...generations(5), 'U', 'F']))).toBe('7 पीढ़ी ऊपर के पूर्वज');
  });
  row('H11', 'children', () => {
    expect(name(line('M', ['M'], []))).toBe('बेटा');
    expect(name(line('M', ['F'], []))).toBe('बेटी');
    expect(name(line('F', ['U'], []))).toBe('संतान');
  });
  row('H12', 'a son’s children', () => {
    expect(name(line('M', ['M', 'M'], []))).toBe('पोता');
    expect(name(line('F', ['M', 'F'], []))).toBe('पोती');
  });
  row('H13', 'a daughter’s children', () => {
    expect(name(line('M', ['F', 'M'], []))).toBe('नाती');
    expect(name(line('F', ['F', 'F'], []))).toBe('नातिन');
  });
  row('H14', 'great-grandchildren by the side of the second’s child', () => {
    expect(name(line('M', ['M', 'F', 'M'], []))).toBe('परपोता');
    expect(name(line('M', ['M', 'M', 'F'], []))).toBe('परपोती');
    expect(name(line('M', ['F', 'M', 'M'], []))).toBe('परनाती');
    expect(name(line('M', ['F', 'M', 'F'], []))).toBe('परनातिन');
  });
  row('H15', 'great-great-grandchildren', () => {
    expect(name(line('M', ['M', 'F', 'F', 'M'], []))).toBe('पर-परपोता');
    expect(name(line('M', ['F', 'M', 'M', 'F'], []))).toBe('पर-परनातिन');
  });
  row('H16', 'five and more generations down are counted', () => {
    expect(name(line('M', generations(5), []))).toBe('5 पीढ़ी नीचे का पोता');
    expect(name(line('M', ['F', ...generations(4), 'F'], []))).toBe('6 पीढ़ी नीचे की नातिन');
    expect(name(line('M', generations(25), []))).toBe('25 पीढ़ी नीचे का पोता');
  });
  row('H17', 'a descendant of unknown gender, through their parent', () => {
    expect(name(line('M', ['M', 'U'], []))).toBe('बेटे की संतान');
    expect(name(line('M', ['F', 'M', 'U'], []))).toBe('नाती की संतान');
    expect(name(line('M', ['M', 'M', 'U'], []))).toBe('पोते की संतान');
  });
  row('H18', 'through a child of unknown gender', () => {
    expect(name(line('M', ['U', 'M'], []))).toBe('संतान का बेटा');
    expect(name(line('M', ['U', 'F', 'F'], []))).toBe('संतान की नातिन');
  });
  row('H19', 'far descendants of unknown gender or side', () => {
    expect(name(line('M', [...generations(4), 'U'], []))).toBe('5 पीढ़ी नीचे का वंशज');
    expect(name(line('M', ['U', ...generations(5)], []))).toBe('6 पीढ़ी नीचे का वंशज');
  });
});
