import { describe, expect } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { generations, line } from './line-builder.fixture.js';
import { name } from './ml.fixture.js';

// Each `row` is the test of the row of decision 0049's Malayalam table with that id (see
// decision-rows.fixture.ts).

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
